/**
 * Lease application statuses and who moves an application between them (the spec leaves
 * the values open: docs/decisions/0060). A draft belongs to the client's wizard; once
 * signed and sent, the manager decides; an approval becomes an offer the client answers.
 */
export const APPLICATION_STATUSES = [
  'draft',
  'submitted',
  'documents_requested',
  'approved',
  'rejected',
  'offer_accepted',
  'offer_rejected',
] as const;
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const APPLICATION_STATUS_TITLE: Record<TApplicationStatus, string> = {
  draft: 'Черновик',
  submitted: 'На рассмотрении',
  documents_requested: 'Запрошены документы',
  approved: 'Одобрена',
  rejected: 'Отклонена',
  offer_accepted: 'Предложение принято',
  offer_rejected: 'Предложение отклонено',
};

/** Statuses an application may move to from each status. */
const NEXT: Record<TApplicationStatus, readonly TApplicationStatus[]> = {
  draft: ['submitted'],
  submitted: ['documents_requested', 'approved', 'rejected'],
  documents_requested: ['submitted', 'approved', 'rejected'],
  approved: ['offer_accepted', 'offer_rejected'],
  rejected: [],
  offer_accepted: [],
  offer_rejected: [],
};

export function canMoveApplication(from: TApplicationStatus, to: TApplicationStatus): boolean {
  return NEXT[from].includes(to);
}

export function isApplicationStatus(value: string): value is TApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(value);
}

/** Finished applications (the list's isfinished=1) are those no longer waiting for anyone. */
export function isApplicationFinished(status: TApplicationStatus): boolean {
  return NEXT[status].length === 0;
}

/** The draft's title until a code is assigned (spec 1 §3). */
export const NEW_APPLICATION_TITLE = 'Новая заявка';

/** 'З-000042': the code an application gets when it is sent. */
export function applicationCode(id: number): string {
  return `З-${String(id).padStart(6, '0')}`;
}
