/**
 * The lessor's requisites (decision 0107): one source for every document the site forms — the
 * lease contract, the supply contract, the factoring documents and the published site texts.
 */
export const LESSOR = {
  title: 'АО «Агролизинг»',
  fullTitle: 'Акционерное общество «Агролизинг»',
  inn: '7704221591',
  kpp: '770401001',
  ogrn: '1027700103210',
  address: '119021, г. Москва, ул. Тимура Фрунзе, д. 11, стр. 1',
} as const;

/** «АО «Агролизинг» (ИНН 7704221591, ОГРН 1027700103210)»: how a text names the company. */
export function lessorWithNumbers(): string {
  return `${LESSOR.title} (ИНН ${LESSOR.inn}, ОГРН ${LESSOR.ogrn})`;
}
