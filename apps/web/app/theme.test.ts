import { readFileSync } from 'node:fs';
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

/** CSS without its comments and whitespace: Biome formats the kept copy, Mantine writes one line. */
function squeezed(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, '')
    .replace(/;}/g, '}');
}

const kept = readFileSync(new URL('./styles/theme-variables.css', import.meta.url), 'utf8');

describe('styles/theme-variables.css', () => {
  it("is exactly what Mantine's provider writes for the theme", () => {
    const html = renderToString(createElement(MantineProvider, { theme, cssVariablesResolver }, null));
    const written = [
      ...html.matchAll(/<style data-mantine-styles="(?:true|classes)"[^>]*>([\s\S]*?)<\/style>/g),
    ]
      .map((match) => match[1])
      .join('\n\n');
    expect(written).toContain('--mantine-color-field-filled');
    expect(written).toContain('.mantine-hidden-from-md');
    expect(squeezed(kept), `paste into styles/theme-variables.css:\n${written}`).toBe(squeezed(written));
  });

  it('keeps the darker dimmed text of the light scheme', () => {
    expect(kept).toContain('--mantine-color-dimmed: #5c6670');
  });
});
