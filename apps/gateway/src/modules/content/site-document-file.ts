import type { Database } from '@agrolease/db';
import type { Content } from 'pdfmake/interfaces';
import { type DocxParagraph, renderDocx } from '../../docx/render-docx.ts';
import { AppError } from '../../errors/app-error.ts';
import { renderPdf } from '../../pdf/render-pdf.ts';
import { findDocumentByCode } from './queries.ts';
import { SITE_DOCUMENT_TEXTS, type SiteDocumentText } from './site-document-texts.ts';

const PDF = 'application/pdf';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** What the site's document address serves (decision 0089). */
export interface SiteDocumentFile {
  title: string;
  mime_type: string;
  /** The last segment of the document's address (its url), e.g. leasing_rules.pdf. */
  file_name: string;
  content: string;
}

function pdfContent(title: string, text: SiteDocumentText): Content[] {
  const content: Content[] = [
    { text: 'АО «Агролизинг»', color: '#1b5e20', bold: true, margin: [0, 0, 0, 12] },
    { text: title, fontSize: 16, bold: true, margin: [0, 0, 0, 6] },
    { text: text.lead, color: '#5c6470', margin: [0, 0, 0, 8] },
  ];
  for (const section of text.sections) {
    content.push({ text: section.title, fontSize: 12, bold: true, margin: [0, 12, 0, 6] });
    for (const paragraph of section.paragraphs) {
      content.push(
        paragraph.startsWith('• ')
          ? { ul: [paragraph.slice(2)], margin: [8, 0, 0, 4] }
          : { text: paragraph, margin: [0, 0, 0, 6] },
      );
    }
  }
  return content;
}

function docxParagraphs(title: string, text: SiteDocumentText): DocxParagraph[] {
  return [
    { text: 'АО «Агролизинг»' },
    { text: title, style: 'Title' },
    { text: text.lead },
    ...text.sections.flatMap((section) => [
      { text: section.title, style: 'Heading1' as const },
      ...section.paragraphs.map((paragraph) => ({ text: paragraph })),
    ]),
  ];
}

// Rendered once per process and title: the text is fixed, and any instance renders the same bytes.
const rendered = new Map<string, Promise<Buffer>>();

/**
 * The bytes of a published document (GetDocByCode's row, the text of site-document-texts.ts),
 * as the type its address names: PDF (pdfmake) or DOCX. A code without a text is 404.
 */
export async function siteDocumentFile(db: Database, code: string): Promise<SiteDocumentFile> {
  const row = await findDocumentByCode(db, code);
  const text = SITE_DOCUMENT_TEXTS[code];
  if (!row || !text) throw new AppError('NOT_FOUND', 'Документ не найден');
  const isDocx = row.mimeType === DOCX;
  const key = `${code}\n${row.mimeType}\n${row.title}`;
  let bytes = rendered.get(key);
  if (!bytes) {
    bytes = isDocx
      ? Promise.resolve(renderDocx(docxParagraphs(row.title, text)))
      : renderPdf({
          info: { title: row.title, author: 'АО «Агролизинг»' },
          pageSize: 'A4',
          pageMargins: [48, 48, 48, 56],
          defaultStyle: { font: 'Roboto', fontSize: 10.5, lineHeight: 1.25 },
          content: pdfContent(row.title, text),
          footer: (page, pages) => ({
            text: `${row.title} · стр. ${page} из ${pages}`,
            fontSize: 8,
            color: '#5c6470',
            alignment: 'center',
          }),
        });
    bytes.catch(() => rendered.delete(key));
    rendered.set(key, bytes);
  }
  return {
    title: row.title,
    mime_type: isDocx ? DOCX : PDF,
    file_name: row.url.slice(row.url.lastIndexOf('/') + 1),
    content: (await bytes).toString('base64'),
  };
}
