import type { TNotificationKind } from '@agrolease/contracts/notifications';

/**
 * The kind of a message by what it is about, where its author names none (decision 0169): the
 * person's choices of letters and SMS are per kind. A change that matters more than its object's
 * usual news (an offer to accept, a contract to sign) names its kind itself.
 */
const KIND_OF_ENTITY: Record<string, TNotificationKind> = {
  application: 'application',
  offer: 'offer',
  deal: 'deal',
  order: 'deal',
  subleasing: 'subleasing',
  factoring_register: 'deal',
  reo_application: 'support',
  document: 'documents',
  document_order: 'documents',
  accreditation: 'accreditation',
  'product-change': 'moderation',
  'special-offer': 'moderation',
  beneficiary: 'compliance',
  credit_declaration: 'compliance',
  non_resident: 'compliance',
  attorney: 'compliance',
  complaint: 'complaint',
  'supplier-complaint': 'complaint',
};

export function feedKindOf(entity: string): TNotificationKind {
  return KIND_OF_ENTITY[entity] ?? 'other';
}
