import type { TCategoryNode } from '@agrolease/contracts/reference';

/** Categories shown in the menu: those with no products are hidden, at every level (spec 1 §2). */
export function visibleCategories(categories: readonly TCategoryNode[]): TCategoryNode[] {
  return categories
    .filter((category) => category.count > 0)
    .map((category) => ({ ...category, children: visibleCategories(category.children) }));
}

export function categoryHref(category: Pick<TCategoryNode, 'uri'>): string {
  return `/catalog/${category.uri}/`;
}
