import type { TCategoryNode } from '@agrolease/contracts/reference';

export interface CategoryRow {
  id: number;
  parentId: number | null;
  title: string;
  uri: string;
}

/**
 * Builds the category tree with each node's count being the products in it and all its
 * descendants. Rows come in display order; children keep that order.
 */
export function buildCategoryTree(
  rows: readonly CategoryRow[],
  counts: ReadonlyMap<number, number>,
): TCategoryNode[] {
  const nodes = new Map<number, TCategoryNode>();
  for (const row of rows)
    nodes.set(row.id, { id: row.id, title: row.title, uri: row.uri, count: 0, children: [] });
  const roots: TCategoryNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    if (!node) continue;
    const parent = row.parentId === null ? undefined : nodes.get(row.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const total = (node: TCategoryNode): number => {
    node.count = (counts.get(node.id) ?? 0) + node.children.reduce((sum, child) => sum + total(child), 0);
    return node.count;
  };
  for (const root of roots) total(root);
  return roots;
}
