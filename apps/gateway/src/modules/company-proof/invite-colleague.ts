import { randomBytes } from 'node:crypto';
import type { Database } from '@agrolease/db';
import { schema } from '@agrolease/db';
import { maskPhone, normalizePhone } from '@agrolease/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { GatewayAdapters } from '../../adapters/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { CallerContext } from '../../http/caller.ts';
import type { SessionRecord } from '../../http/session.ts';
import { insertInvitedAccount, invitationLink, recordInvitation } from '../agent/index.ts';
import { tooManyRequests } from '../auth/index.ts';
import { recordSecurityEvent } from '../security-log/index.ts';
import { requireCompanyProven } from './require-company.ts';

const { accounts } = schema;

/** Invitations one confirmed account may send in a day: each is an SMS under our name. */
export const COLLEAGUE_INVITATIONS_PER_DAY = 5;

function fieldError(prop: string, message: string): AppError {
  return new AppError('VALIDATION', message, { fieldErrors: [{ prop, error: message }] });
}

/**
 * POST /CompanyProof/Invite (issue 35, decision 0156): a confirmed user of a company invites a
 * colleague. An account of the same company waits unregistered; the SMS carries the link of the
 * invitation page (the agents' one, decision 0113), where the colleague confirms the phone by a
 * code and sets a password, and the account acts for the company from then on.
 */
export async function inviteColleague(
  deps: { db: Database; adapters: GatewayAdapters; siteAddress: string },
  session: SessionRecord,
  input: { phone: string; person_name: string },
  caller: CallerContext,
  now = new Date(),
) {
  requireCompanyProven(session);
  const phone = normalizePhone(input.phone);
  if (!phone) throw fieldError('phone', 'Введите номер мобильного телефона, например +7 900 123-45-67');
  const [taken] = await deps.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.phone, phone), isNotNull(accounts.registeredAt)))
    .limit(1);
  if (taken) {
    throw fieldError('phone', 'С этим номером уже есть учётная запись: приглашать её не нужно');
  }
  const sent = await deps.adapters.attempts.add(`colleague-invite:${session.accountId}`, 24 * 3600);
  if (sent.count > COLLEAGUE_INVITATIONS_PER_DAY) {
    throw tooManyRequests(
      `Приглашений — не больше ${COLLEAGUE_INVITATIONS_PER_DAY} в сутки.`,
      sent.resetInSeconds,
    );
  }
  const owner = session.account;
  const token = await deps.db.transaction(async (tx) => {
    const colleague = await insertInvitedAccount(tx, {
      login: `colleague-${owner.inn}-${randomBytes(4).toString('hex')}`,
      role: owner.role,
      isAccredited: owner.isAccredited,
      company: { inn: owner.inn, ogrn: owner.ogrn, kpp: owner.kpp, title: owner.companyTitle },
      person: { phone, email: '', name: input.person_name },
    });
    await recordSecurityEvent(
      tx,
      {
        accountId: owner.id,
        kind: 'colleague-invited',
        ip: caller.ip,
        userAgent: caller.userAgent,
        detail: { person: input.person_name, phone: maskPhone(phone) },
      },
      now,
    );
    return recordInvitation(
      tx,
      { accountId: colleague.id, agentAccountId: owner.id, applicationId: null, phone, email: '' },
      now,
    );
  });
  await deps.adapters.sms.send({
    to: phone,
    text: `${owner.personName || owner.companyTitle} приглашает вас в личный кабинет Агролизинга: ${invitationLink(deps.siteAddress, token)}`,
  });
  return {
    success: true as const,
    message: `Приглашение отправлено на номер ${maskPhone(phone)}. Ссылка действует 14 дней`,
  };
}
