/**
 * What a supplier's change of a product card changes, field by field (issue 39, decision 0179):
 * the moderation page marks the changed fields, the old value struck through beside the new,
 * and folds the unchanged ones away. Price levels are matched by their title.
 */

export interface ChangeRow {
  /** «Описание», or the price level's title. */
  field: string;
  kind: 'description' | 'price';
  /** null: the field is new (a level added) or gone (a level removed). */
  before: string | number | null;
  after: string | number | null;
  changed: boolean;
}

interface Level {
  title: string;
  value: number;
}

const sameText = (a: string, b: string) => a.replace(/\s+/g, ' ').trim() === b.replace(/\s+/g, ' ').trim();

export function productChangeRows(
  current: { description: string; levels: readonly Level[] },
  proposed: { description: string; levels: readonly Level[] },
): ChangeRow[] {
  const rows: ChangeRow[] = [
    {
      field: 'Описание',
      kind: 'description',
      before: current.description,
      after: proposed.description,
      changed: !sameText(current.description, proposed.description),
    },
  ];
  const key = (title: string) => title.trim().toLocaleLowerCase('ru');
  const now = new Map(current.levels.map((level) => [key(level.title), level]));
  for (const level of proposed.levels) {
    const before = now.get(key(level.title));
    now.delete(key(level.title));
    rows.push({
      field: level.title,
      kind: 'price',
      before: before?.value ?? null,
      after: level.value,
      changed: before?.value !== level.value,
    });
  }
  for (const gone of now.values()) {
    rows.push({ field: gone.title, kind: 'price', before: gone.value, after: null, changed: true });
  }
  return rows;
}
