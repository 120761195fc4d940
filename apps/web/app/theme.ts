import {
  type CSSVariablesResolver,
  createTheme,
  type DrawerProps,
  type MantineColorsTuple,
  type ModalProps,
  type PaginationProps,
  type PasswordInputProps,
} from '@mantine/core';

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
    // Icon-only controls named for screen readers (Lighthouse accessibility, issue 12). Plain
    // objects, not `Modal.extend(…)`: importing the components here put them into the root chunk
    // that every page loads (decision 0081).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Закрыть' } } satisfies Partial<ModalProps> },
    Drawer: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Закрыть' } } satisfies Partial<DrawerProps>,
    },
    PasswordInput: {
      defaultProps: {
        visibilityToggleButtonProps: { 'aria-label': 'Показать или скрыть пароль' },
      } satisfies Partial<PasswordInputProps>,
    },
    Pagination: {
      defaultProps: {
        getControlProps: (control) => ({ 'aria-label': PAGINATION_CONTROL[control] }),
      } satisfies Partial<PaginationProps>,
    },
  },
});

const PAGINATION_CONTROL = {
  first: 'Первая страница',
  previous: 'Предыдущая страница',
  next: 'Следующая страница',
  last: 'Последняя страница',
} as const;

/**
 * Secondary text (`c="dimmed"`) dark enough for WCAG AA on white and on the light grey panels
 * (5.9:1; Mantine's own grey 6 gives 3.3:1). Written, with the theme's other CSS variables, into
 * styles/theme-variables.css (theme.test.ts keeps that copy to what Mantine's provider writes).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c6670' },
  dark: {},
});
