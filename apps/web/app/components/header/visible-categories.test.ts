import type { TCategoryNode } from '@agrolease/contracts/reference';
import { describe, expect, it } from 'vitest';
import { categoryHref, visibleCategories } from './visible-categories';

const node = (id: number, count: number, children: TCategoryNode[] = []): TCategoryNode => ({
  id,
  title: `Категория ${id}`,
  uri: `c-${id}`,
  count,
  children,
});

describe('the header category menu', () => {
  it('hides categories with no products at every level and keeps the order', () => {
    const tree = [node(1, 5, [node(2, 5), node(3, 0)]), node(4, 0, [node(5, 0)]), node(6, 1)];
    const shown = visibleCategories(tree);
    expect(shown.map((category) => category.id)).toEqual([1, 6]);
    expect(shown[0]?.children.map((category) => category.id)).toEqual([2]);
  });

  it('links a category to /catalog/{uri}/', () => {
    expect(categoryHref({ uri: 'traktory' })).toBe('/catalog/traktory/');
  });
});
