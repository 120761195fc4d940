import { describe, expect, it } from 'vitest';
import { sectionOf, trailOf } from './sections';

describe('content sections', () => {
  it('finds the section of a page and of a nested item', () => {
    expect(sectionOf('/company/history/')?.root.title).toBe('О компании');
    expect(sectionOf('/company/smi/5/')?.root.href).toBe('/company/');
    expect(sectionOf('/documentflow/')?.root.title).toBe('Партнёрам');
    expect(sectionOf('/catalog/')).toBeUndefined();
  });

  it('builds the trail: section root, intermediate crumbs, the page', () => {
    expect(trailOf('/company/', 'О компании')).toEqual([{ title: 'О компании', href: '/company/' }]);
    expect(trailOf('/company/smi/3', 'Новость', [{ title: 'Пресс-центр', href: '/company/smi/' }])).toEqual([
      { title: 'О компании', href: '/company/' },
      { title: 'Пресс-центр', href: '/company/smi/' },
      { title: 'Новость', href: '/company/smi/3/' },
    ]);
  });
});
