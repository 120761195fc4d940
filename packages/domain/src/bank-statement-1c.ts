/**
 * A bank statement in the 1C exchange format (`1CClientBankExchange`, the text Russian banks
 * export; issue 38, decision 0168). Banks write it in windows-1251 mostly, some in UTF-8: the
 * bytes decide. Only payment orders matter here: each section `СекцияДокумент=Платежное
 * поручение` … `КонецДокумента` with its Номер, Дата, Сумма, ПлательщикИНН and
 * НазначениеПлатежа. A section without them is reported with its line, not guessed at.
 */

export const STATEMENT_HEADER = '1CClientBankExchange';

export interface StatementDocument {
  /** Line of the section's start, from 1. */
  line: number;
  number: string;
  /** yyyy-MM-dd. */
  day: string;
  kopecks: number;
  payerInn: string;
  payerName: string;
  purpose: string;
}

export interface StatementProblem {
  line: number;
  message: string;
}

export type StatementParse =
  | { ok: true; documents: StatementDocument[]; problems: StatementProblem[] }
  | { ok: false; message: string };

/** UTF-8 when the bytes are valid UTF-8 (a BOM allowed), else windows-1251. */
export function decodeStatement(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1251').decode(bytes);
  }
}

/** 150000.00, 150000,5 or 150000: kopecks; undefined otherwise. */
export function statementSumKopecks(text: string): number | undefined {
  const match = /^(\d{1,15})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/\s/g, ''));
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** dd.MM.yyyy as yyyy-MM-dd when it is a day of the calendar. */
export function statementDay(text: string): string | undefined {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const [, dd, mm, yyyy] = match;
  const date = new Date(Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd)));
  if (date.getUTCDate() !== Number(dd) || date.getUTCMonth() !== Number(mm) - 1) return undefined;
  return `${yyyy}-${mm}-${dd}`;
}

function documentOf(line: number, fields: Map<string, string>): StatementDocument | StatementProblem {
  const missing = ['Номер', 'Дата', 'Сумма', 'ПлательщикИНН', 'НазначениеПлатежа'].filter(
    (key) => !fields.get(key)?.trim(),
  );
  if (missing.length > 0) return { line, message: `В документе нет полей: ${missing.join(', ')}` };
  const day = statementDay(fields.get('Дата') ?? '');
  if (!day) return { line, message: `Неверная дата документа: ${fields.get('Дата')}` };
  const kopecks = statementSumKopecks(fields.get('Сумма') ?? '');
  if (kopecks === undefined || kopecks === 0) {
    return { line, message: `Неверная сумма документа: ${fields.get('Сумма')}` };
  }
  const payerInn = (fields.get('ПлательщикИНН') ?? '').trim();
  if (!/^\d{10}(\d{2})?$/.test(payerInn)) return { line, message: `Неверный ИНН плательщика: ${payerInn}` };
  return {
    line,
    number: (fields.get('Номер') ?? '').trim(),
    day,
    kopecks,
    payerInn,
    payerName: (fields.get('Плательщик1') ?? fields.get('Плательщик') ?? '').trim(),
    purpose: (fields.get('НазначениеПлатежа') ?? '').trim(),
  };
}

export function parseStatement(text: string): StatementParse {
  const lines = text.split(/\r\n|\n|\r/);
  if (lines[0]?.trim() !== STATEMENT_HEADER) {
    return {
      ok: false,
      message: 'Это не выписка в формате 1С: файл должен начинаться со строки 1CClientBankExchange',
    };
  }
  const documents: StatementDocument[] = [];
  const problems: StatementProblem[] = [];
  let open: { line: number; fields: Map<string, string>; isPaymentOrder: boolean } | undefined;
  lines.forEach((raw, index) => {
    const text = raw.trim();
    const at = text.indexOf('=');
    const key = at > 0 ? text.slice(0, at) : text;
    const value = at > 0 ? text.slice(at + 1) : '';
    if (key === 'СекцияДокумент') {
      if (open) problems.push({ line: open.line, message: 'Документ не закрыт строкой КонецДокумента' });
      open = {
        line: index + 1,
        fields: new Map(),
        isPaymentOrder: /^платежное поручение$/i.test(value.trim()),
      };
    } else if (key === 'КонецДокумента') {
      if (open?.isPaymentOrder) {
        const parsed = documentOf(open.line, open.fields);
        if ('number' in parsed) documents.push(parsed);
        else problems.push(parsed);
      }
      open = undefined;
    } else if (open && at > 0) {
      open.fields.set(key, value);
    }
  });
  if (open) problems.push({ line: open.line, message: 'Документ не закрыт строкой КонецДокумента' });
  if (documents.length === 0 && problems.length === 0) {
    return { ok: false, message: 'В выписке нет платёжных поручений' };
  }
  return { ok: true, documents, problems };
}
