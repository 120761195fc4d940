/**
 * The plain values of the supplier's «Контент» section, apart from its schemas so that the pages'
 * code (the section's tabs, the stores' and documents' kinds and titles) uses them in the browser
 * without shipping Zod (issue 36, decision 0186; supplier-content.ts re-exports them).
 */
export const CONTENT_CARD_PAGE = '/cabinet/v2/supplier/content/card';
export const CONTENT_STORES_PAGE = '/cabinet/v2/supplier/content/stores';
export const CONTENT_DOCUMENTS_PAGE = '/cabinet/v2/supplier/content/documents';
export const STORE_KINDS = ['sale', 'service'] as const;
export const STORE_KIND_TITLE: Record<(typeof STORE_KINDS)[number], string> = {
  sale: 'Продажи',
  service: 'Сервис',
};
export const PUBLIC_DOCUMENT_KINDS = ['certificate', 'dealer_letter', 'other'] as const;
export const PUBLIC_DOCUMENT_KIND_TITLE: Record<(typeof PUBLIC_DOCUMENT_KINDS)[number], string> = {
  certificate: 'Сертификат',
  dealer_letter: 'Дилерское письмо',
  other: 'Документ',
};
/** Public addresses (gateway, under /srv) of a public document's and a logo's bytes. */
export const PUBLIC_DOCUMENT_PATH = '/providers/document/:id';
export const SUPPLIER_LOGO_PATH = '/providers/logo/:id';
export function publicDocumentUrl(id: number): string {
  return `/srv/providers/document/${id}`;
}
export function supplierLogoUrl(fileId: number): string {
  return `/srv/providers/logo/${fileId}`;
}
