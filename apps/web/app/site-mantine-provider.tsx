import { MantineContext, MantineThemeProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { theme } from './theme';

/** The site is light only: nothing (no page, no Mantine package it uses) changes the scheme. */
const noop = () => {};

/**
 * Mantine's context as `MantineProvider` gives it to the components, without the provider's own
 * work in the browser (decision 0133): the colour-scheme manager (local storage, the media
 * query; the scheme is always light, set on <html> by the server), and the `<style>` tags of the
 * theme's CSS variables and the `hiddenFrom` classes, which are a stylesheet of their own
 * (styles/theme-variables.css). One value for the page's lifetime, so a context change never
 * reaches parts still waiting to hydrate (decision 0132).
 */
const CONTEXT = {
  colorScheme: 'light',
  setColorScheme: noop,
  clearColorScheme: noop,
  getRootElement: () => document.documentElement,
  classNamesPrefix: 'mantine',
  cssVariablesSelector: ':root',
  withStaticClasses: true,
} as const;

export function SiteMantineProvider({ children }: { children: ReactNode }) {
  return (
    <MantineContext value={CONTEXT}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}
