import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** Deep field green: calm, serious, agricultural. */
const field: MantineColorsTuple = [
  '#eaf6ef',
  '#d6eadf',
  '#a9d4bc',
  '#79bd97',
  '#52aa78',
  '#389e64',
  '#2a8656',
  '#1f6d45',
  '#155a38',
  '#06462a',
];

export const theme = createTheme({
  primaryColor: 'field',
  primaryShade: { light: 7, dark: 5 },
  colors: { field },
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Container: { defaultProps: { size: 'xl' } },
  },
});
