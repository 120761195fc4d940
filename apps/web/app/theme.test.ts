import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme, themeCssVariables } from './theme';

describe('themeCssVariables', () => {
  it("is exactly what Mantine's provider writes for the theme", () => {
    const html = renderToString(createElement(MantineProvider, { theme, cssVariablesResolver }, null));
    const written = /<style data-mantine-styles="true"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1];
    expect(written).toContain('--mantine-color-field-filled');
    expect(themeCssVariables).toBe(written);
  });

  it('keeps the darker dimmed text of the light scheme', () => {
    expect(themeCssVariables).toContain('--mantine-color-dimmed: #5c6670');
  });
});
