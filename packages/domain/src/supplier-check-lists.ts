/**
 * The supplier's check lists (issue 13, docs/decisions/0100): an XLSX or PDF filled for a machine
 * or a delivery, uploaded through SetFile (its type recognised from the bytes there), kept in the
 * cabinet and mailed with the file attached. The spec names the calls only.
 */

export const CHECK_LIST_KINDS = ['presale', 'shipment', 'commissioning', 'other'] as const;
export type TCheckListKind = (typeof CHECK_LIST_KINDS)[number];

export const CHECK_LIST_KIND_TITLE: Record<TCheckListKind, string> = {
  presale: 'Предпродажная подготовка',
  shipment: 'Отгрузка и комплектность',
  commissioning: 'Ввод в эксплуатацию',
  other: 'Другой чек-лист',
};

export function isCheckListKind(value: unknown): value is TCheckListKind {
  return (CHECK_LIST_KINDS as readonly unknown[]).includes(value);
}

/** A check list is a table or a scan: at most 10 MB (SetFile itself takes up to 15 MB). */
export const CHECK_LIST_LIMIT_BYTES = 10_485_760;

export const CHECK_LIST_MIME_TYPES: readonly string[] = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

export const CHECK_LIST_TYPES_TEXT = 'Excel (XLSX) или PDF';

/**
 * Why a stored upload cannot be a check list (its type as SetFile recognised it from the bytes,
 * and its size), or null when it can.
 */
export function checkListFileProblem(file: { mimeType: string; size: number }): string | null {
  if (!CHECK_LIST_MIME_TYPES.includes(file.mimeType)) {
    return `Чек-лист загружается в формате ${CHECK_LIST_TYPES_TEXT}`;
  }
  if (file.size > CHECK_LIST_LIMIT_BYTES) return 'Чек-лист больше 10 МБ';
  return null;
}
