/**
 * The plain values of the back office's forms, apart from their schemas so that the browser's
 * forms read their limits without shipping Zod (issue 36; backoffice.ts re-exports them).
 */

export const OFFER_FORM_LIMITS = {
  minSum: 1_000,
  maxSum: 2_000_000_000,
  minAdvancePercent: 0,
  maxAdvancePercent: 49,
  minTermMonths: 6,
  maxTermMonths: 84,
} as const;

/** The server's bounds of manual conditions (packages/domain MANUAL_CONDITION_LIMITS, decision 0113). */
export const MANUAL_CONDITION_FORM_LIMITS = {
  minAdvancePercent: 0,
  maxAdvancePercent: 49,
  minTermMonths: 6,
  maxTermMonths: 84,
  minRatePercent: 1,
  maxRatePercent: 40,
} as const;
