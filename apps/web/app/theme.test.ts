import { readFileSync } from 'node:fs';
import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, READABLE_COLORS, theme } from './theme';

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

/** WCAG's contrast ratio of two #rrggbb colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
      const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
      return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('the colours people read (issue 39)', () => {
  it.each(Object.entries(READABLE_COLORS))('%s: text, filled and light badges reach 4.5:1', (_, shades) => {
    const [pale = '', light = '', , , , , error = '', text = '', , badge = ''] = shades;
    expect(contrast(error, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(text, pale)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(text, light)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(badge, light)).toBeGreaterThanOrEqual(4.5);
  });

  it("makes the overdue red darker than Mantine's 3.8:1 on white and pale red", () => {
    expect(contrast(READABLE_COLORS.red?.[7] ?? '', '#ffffff')).toBeGreaterThan(5);
    expect(contrast(READABLE_COLORS.red?.[7] ?? '', '#fff5f5')).toBeGreaterThan(4.5);
    expect(contrast('#6f7479', '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
