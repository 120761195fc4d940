import { CLIENT_TEXTS } from './site-document-texts-client.ts';
import { INVESTOR_TEXTS } from './site-document-texts-investor.ts';
import { LEGAL_TEXTS } from './site-document-texts-legal.ts';

/**
 * The text of the site's published documents (the `documents` table's codes, linked from the
 * content pages' packages; decision 0089). A document is sections of paragraphs; a line that
 * starts with '• ' is a list item. The facts are the product's own (spec 1 §1, §5): the
 * company, the leasing steps, eligibility, buyout, registration, signing. The texts live in one
 * file per group of documents (decision 0181).
 */
export interface SiteDocumentText {
  /** Under the title: what kind of document it is. */
  lead: string;
  sections: { title: string; paragraphs: string[] }[];
}

/** Every published document's text by its code. */
export const SITE_DOCUMENT_TEXTS: Record<string, SiteDocumentText> = {
  ...CLIENT_TEXTS,
  ...LEGAL_TEXTS,
  ...INVESTOR_TEXTS,
};
