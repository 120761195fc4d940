import { partnerLetters as contract, type TCallReply } from '@agrolease/contracts';
import type { Database } from '@agrolease/db';
import { pageCount } from '@agrolease/domain';
import type { z } from 'zod';
import { AppError } from '../../errors/app-error.ts';
import { partnerLettersPage } from './queries.ts';

type Query = z.output<NonNullable<(typeof contract.backofficePartnerLetters)['query']>>;

/** The start of a Moscow day (the back office's dates are Moscow's). */
const moscowMidnight = (day: string) => new Date(`${day}T00:00:00+03:00`);

const { PARTNER_LETTER_KIND_TITLE } = contract;

function isKind(kind: string): kind is keyof typeof PARTNER_LETTER_KIND_TITLE {
  return kind in PARTNER_LETTER_KIND_TITLE;
}

/** Backoffice/PartnerLetters: the outgoing log of partner accounts, newest first (decision 0153). */
export async function partnerLetterLog(
  db: Database,
  input: Query,
): Promise<TCallReply<typeof contract.backofficePartnerLetters>> {
  const since = input.from ? moscowMidnight(input.from) : undefined;
  const before = input.to ? new Date(moscowMidnight(input.to).getTime() + 24 * 3600_000) : undefined;
  if (since && before && since >= before) {
    const message = 'Дата «с» позже даты «по»';
    throw new AppError('VALIDATION', message, { fieldErrors: [{ prop: 'from', error: message }] });
  }
  const size = input.items_per_page;
  const { rows, total } = await partnerLettersPage(db, {
    account: input.account,
    inn: input.inn,
    since,
    before,
    offset: (input.page - 1) * size,
    limit: size,
  });
  return {
    success: true,
    items: rows.map(({ letter, login, personName, role }) => ({
      id: letter.id,
      created: letter.createdAt.toISOString(),
      account: { id: letter.accountId, login, name: personName, role },
      company: { title: letter.companyTitle, inn: letter.companyInn },
      channel: letter.channel === 'sms' ? 'sms' : 'email',
      recipient: letter.recipient,
      subject: letter.subject,
      kind: letter.kind,
      kind_title: isKind(letter.kind) ? PARTNER_LETTER_KIND_TITLE[letter.kind] : letter.kind,
      attachment: letter.attachment,
      new_address: letter.isNewAddress,
    })),
    count_collection: total,
    page: input.page,
    pages: pageCount(total, size),
    items_pp: size,
  };
}
