import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  type DrawerProps,
  type MantineColorsTuple,
  type ModalProps,
  type NotificationProps,
  type PaginationProps,
  type PasswordInputProps,
} from '@mantine/core';
import { PRIMARY_COLOR } from './components/plain/mantine-style';

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

/** Mantine's shades 0–5 of a colour with our darker 6–9. */
function readable(name: string, dark: string[]): MantineColorsTuple {
  return [...(DEFAULT_THEME.colors[name] ?? []).slice(0, 6), ...dark] as unknown as MantineColorsTuple;
}

/**
 * Mantine's palettes with their shades 6–9 darkened where they were too light to read (issue 39,
 * decision 0180): a colour's text and filled background (shade 7 here, `primaryShade`), its error
 * and `.6` uses on white, and its light badges' text (shade 9) on their pale background (shade 1)
 * all reach WCAG AA's 4.5:1. Mantine's own red 7 gave 3.8:1 on white for every overdue figure, its
 * green 7 2.8:1 for white text on an «Одобрить» button. Shades 0–5 are Mantine's.
 * theme.test.ts measures every pair.
 */
export const READABLE_COLORS: Record<string, MantineColorsTuple> = {
  red: readable('red', ['#cf4444', '#c03232', '#b12727', '#a12222']),
  pink: readable('pink', ['#ca4071', '#ba2c5e', '#b12254', '#a11d4b']),
  grape: readable('grape', ['#af45c9', '#9736af', '#9132a8', '#822d97']),
  indigo: readable('indigo', ['#496aeb', '#3b59d3', '#3653c7', '#3249b9']),
  blue: readable('blue', ['#1d78c6', '#1767af', '#155fa3', '#155693']),
  cyan: readable('cyan', ['#107f8f', '#0c7585', '#096676', '#095d6d']),
  teal: readable('teal', ['#0d8460', '#097958', '#076b4c', '#065f44']),
  green: readable('green', ['#2c843c', '#267b35', '#206b2e', '#1e612b']),
  lime: readable('lime', ['#538113', '#4b780e', '#3f6809', '#3a5d08']),
  yellow: readable('yellow', ['#986b03', '#956100', '#895000', '#834400']),
  orange: readable('orange', ['#b65b0e', '#af4905', '#a23e08', '#98320a']),
};

export const theme = createTheme({
  primaryColor: PRIMARY_COLOR,
  primaryShade: { light: 7, dark: 5 },
  colors: { field, ...READABLE_COLORS },
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
    // The cabinet's pop-up notices (notifications.show) and inline ones.
    Notification: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Закрыть уведомление' },
      } satisfies Partial<NotificationProps>,
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
  // The placeholder (also a file input's «Выберите файл», which is text, not ::placeholder) at 4.6:1.
  light: { '--mantine-color-dimmed': '#5c6670', '--mantine-color-placeholder': '#6f7479' },
  dark: {},
});
