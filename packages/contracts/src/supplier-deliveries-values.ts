/**
 * The plain values of the supplier's applications, deliveries, supply contracts and complaints,
 * apart from their schemas so that the pages' code (the deliveries' tabs, the lists' states, the
 * breadcrumbs' addresses) uses them in the browser without shipping Zod (issue 36, decision 0186;
 * supplier-deliveries.ts re-exports them).
 */
/** The values of packages/domain supplier-deliveries.ts (contracts do not import the domain). */
export const SUPPLIER_APPLICATION_STATES = [
  'review',
  'approved',
  'contract',
  'shipment',
  'delivered',
  'rejected',
] as const;
export const DELIVERY_STATUSES = ['awaiting', 'shipped', 'delivered'] as const;
export const DELIVERY_DOCUMENT_KINDS = ['upd', 'act', 'waybill', 'other'] as const;

export const SUPPLIER_APPLICATIONS_PAGE = '/cabinet/v2/supplier/applications';
export const SHIPPING_PAGE = '/cabinet/v2/supplier/deliveries/shipping';
/** spec 2 §9: applications 20 a page. */
export const SUPPLIER_APPLICATIONS_PAGE_SIZE = 20;
/** Documents of one application's delivery a page (page_document). */
export const SUPPLIER_DOCUMENTS_PAGE_SIZE = 10;
export const DELIVERY_DOCUMENT_PATH = '/SupplierDeliveryDocument';
export const SUPPLIER_APPLICATIONS_REPORT_PATH = '/SupplierApplications/Report';
/** The most rows the XLSX report holds. */
export const SUPPLIER_APPLICATIONS_REPORT_LIMIT = 10_000;

export function deliveryDocumentPath(id: number): string {
  return `/srv${DELIVERY_DOCUMENT_PATH}?id=${id}`;
}

export const SUPPLY_CONTRACTS_PAGE = '/cabinet/v2/supplier/deliveries/contracts';
export const SUPPLIER_COMPLAINTS_PAGE = '/cabinet/v2/supplier/deliveries/complaints';
export const SUPPLY_CONTRACT_PDF_PATH = '/SupplierSupplyContract/Pdf';
export const SUPPLY_CONTRACT_STATES = ['signed', 'shipping', 'fulfilled'] as const;
export const SUPPLIER_COMPLAINT_STATUSES = ['new', 'answered'] as const;

export function supplyContractPdfPath(dealId: number): string {
  return `/srv${SUPPLY_CONTRACT_PDF_PATH}?id_object=${dealId}`;
}
