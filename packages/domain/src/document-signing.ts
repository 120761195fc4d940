import { formatMoscowDateTimeSeconds } from './moscow-time.ts';
/**
 * Electronic signing of cabinet documents (ARCHITECTURE.md §6, spec 1 §4 "Signing"): what the
 * stamp on each page and the audit page say, and which documents a signing code covers.
 * Pure rules; the gateway draws them into the PDF and stores the signature.
 */

export type SignatureMethod = 'ses' | 'csp';

export const SIGNATURE_METHOD_TITLE: Record<SignatureMethod, string> = {
  ses: 'Подписание с помощью ПЭП',
  csp: 'Подписание через КриптоПро',
};

/** How the method reads on the stamp and the audit page. */
export const SIGNATURE_METHOD_AUDIT: Record<SignatureMethod, string> = {
  ses: 'Простая электронная подпись (код из SMS)',
  csp: 'Электронная подпись (сертификат, КриптоПро)',
};

export const STAMP_HEADLINE: Record<SignatureMethod, string> = {
  ses: 'Документ подписан простой электронной подписью',
  csp: 'Документ подписан электронной подписью',
};

/** Hex digits of the document's SHA-256 shown on the stamp (the audit page has all 64). */
export const STAMP_HASH_PREFIX_LENGTH = 16;

/** 23.11.2026 03:58:07 МСК: signing times are shown in Moscow time whatever the server's zone. */
export function formatMoscowTime(date: Date): string {
  return `${formatMoscowDateTimeSeconds(date)} МСК`;
}

export interface SignatureFacts {
  method: SignatureMethod;
  documentTitle: string;
  /** SHA-256 of the original bytes, hex. */
  sha256: string;
  signerName: string;
  company: string;
  inn: string;
  /** Already masked: +7 900 ***-**-01. */
  phone: string;
  signedAt: Date;
  ip: string;
  userAgent: string;
  signatureId: number;
  /** For a certificate signature: the subject's name and its INN/OGRN/SNILS, as read from it. */
  certificate?: { subject: string; inn?: string; ogrn?: string; snils?: string; serial?: string };
}

/** The lines of the stamp drawn on every page. */
export function stampLines(facts: SignatureFacts): string[] {
  const signer = [facts.signerName, facts.company].filter(Boolean).join(', ');
  return [
    STAMP_HEADLINE[facts.method],
    `Подписант: ${signer}`,
    `Дата и время: ${formatMoscowTime(facts.signedAt)}`,
    `Хеш документа (SHA-256): ${facts.sha256.slice(0, STAMP_HASH_PREFIX_LENGTH)}…`,
  ];
}

/** The rows of the audit page appended after the last page: label and value. */
export function auditRows(facts: SignatureFacts): [string, string][] {
  const rows: [string, string][] = [
    ['Документ', facts.documentTitle],
    ['SHA-256 документа', facts.sha256],
    ['Подписант', facts.signerName || '—'],
    ['Организация', facts.company || '—'],
    ['ИНН', facts.inn || '—'],
    ['Телефон', facts.phone || '—'],
    ['Дата и время подписания', formatMoscowTime(facts.signedAt)],
    ['IP-адрес', facts.ip || '—'],
    ['Браузер (User-Agent)', facts.userAgent || '—'],
    ['Способ подписания', SIGNATURE_METHOD_AUDIT[facts.method]],
    ['Идентификатор подписи', `№ ${facts.signatureId}`],
  ];
  const certificate = facts.certificate;
  if (certificate) {
    rows.push(['Владелец сертификата', certificate.subject || '—']);
    if (certificate.serial) rows.push(['Серийный номер сертификата', certificate.serial]);
    if (certificate.inn) rows.push(['ИНН из сертификата', certificate.inn]);
    if (certificate.ogrn) rows.push(['ОГРН из сертификата', certificate.ogrn]);
    if (certificate.snils) rows.push(['СНИЛС из сертификата', certificate.snils]);
  }
  return rows;
}

/**
 * What a signing code covers: the documents and the very files they had when the code was
 * sent. A code for one set never signs another, nor a document whose file was replaced since.
 */
export function signingCodeScope(documents: readonly { id: number; fileId: number }[]): string {
  const parts = [...documents].sort((a, b) => a.id - b.id).map((doc) => `${doc.id}.${doc.fileId}`);
  return `documents:${parts.join(',')}`;
}

/**
 * Breaks text into lines no wider than maxWidth by the given measure (the PDF font's width);
 * a word longer than a line (a hash, a user agent) is cut by characters.
 */
export function wrapText(text: string, maxWidth: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  const pushWord = (word: string) => {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= maxWidth) {
      line = candidate;
      return;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (measure(rest) > maxWidth && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut)) > maxWidth) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  };
  for (const word of text.split(/\s+/).filter(Boolean)) pushWord(word);
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [''];
}
