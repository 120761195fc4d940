/**
 * The plain values of the company proof, apart from its schemas so that the browser's code (the
 * cabinet's frame, the proof page's form) uses them without shipping Zod (issue 36;
 * company-proof.ts re-exports them).
 */

/** The page where an account proves its company (decision 0156). */
export const COMPANY_PROOF_PAGE = '/cabinet/v2/info/company';

/**
 * The multipart parts of a representative's proof (POST /CompanyProof/Certificate): the company's
 * МЧД (XML of format 003) and the head's detached signature of it, named as at the attorney
 * wizard's step 2 (decision 0099).
 */
export const COMPANY_PROOF_ATTORNEY_PARTS = { xml: 'xml_file', sig: 'sig_file' } as const;
