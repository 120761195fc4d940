/**
 * The plain values of the subleasing wizards, apart from their schemas so that the wizard's page
 * uses them in the browser without shipping Zod (issue 36, decision 0186; subleasing.ts
 * re-exports them).
 */
export const SUBLEASING_KIND_VALUES = ['request', 'notification', 'confirmation'] as const;
export type TSubleasingKind = (typeof SUBLEASING_KIND_VALUES)[number];

export const SUBLEASING_PATHS = {
  request: '/CabinetSubleasingNewRequest',
  notification: '/CabinetNotifySubleasingContract',
  confirmation: '/CabinetSetSubleasingContract',
} as const;
