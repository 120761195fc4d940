/**
 * The plain values of the company proof, apart from its schemas so that the cabinet's frame can
 * link to the proof page without shipping Zod (issue 36; company-proof.ts re-exports them).
 */

/** The page where an account proves its company (decision 0156). */
export const COMPANY_PROOF_PAGE = '/cabinet/v2/info/company';
