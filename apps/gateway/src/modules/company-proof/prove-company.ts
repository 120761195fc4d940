import type { DbExecutor } from '@agrolease/db';
import { type CompanyProofMethod, detachedNote } from '@agrolease/domain/company-proof';
import type { GatewayAdapters } from '../../adapters/index.ts';
import type { AccountRow } from '../../http/session-store.ts';
import { recordSecurityEvent } from '../security-log/index.ts';
import {
  closeOpenRequests,
  confirmAccountCompany,
  detachAccount,
  lockInn,
  managerAddresses,
  otherAccountsOfInn,
} from './queries.ts';

export interface ProofContext {
  now: Date;
  ip: string;
  userAgent: string;
  /** The manager who approved documents; null for a certificate. */
  decidedBy: number | null;
  /** What the security log keeps of the proof beside the INN and the method: the signer, the МЧД's number. */
  evidence?: Record<string, string>;
}

/** Who lost the company to a proof: told after the transaction (decision 0156). */
export interface DetachedClaimant {
  id: number;
  login: string;
  email: string;
  phone: string;
}

/**
 * The company of `account` is proven (issue 35): the account acts for it from now on. The
 * company's first proof detaches every account that only claimed the same INN and tells it why.
 * When the company's people already work in the cabinet, the proven person joins them (decision
 * 0162) and the other claimants wait for their own proofs: they may be colleagues too. A
 * confirmed account of the INN stays as it is. Runs in the caller's transaction.
 */
export async function proveCompany(
  tx: DbExecutor,
  account: Pick<AccountRow, 'id' | 'inn' | 'role' | 'companyTitle'>,
  method: CompanyProofMethod,
  context: ProofContext,
): Promise<DetachedClaimant[]> {
  await lockInn(tx, account.inn);
  const others = await otherAccountsOfInn(tx, account.inn, account.id);
  const joinsItsPeople = others.some(
    (other) => other.companyStatus === 'confirmed' && other.role === account.role,
  );
  await confirmAccountCompany(tx, account.id, method, context.now);
  await closeOpenRequests(tx, account.id, {
    status: 'approved',
    reason: '',
    decidedBy: context.decidedBy,
    now: context.now,
  });
  await recordSecurityEvent(
    tx,
    {
      accountId: account.id,
      kind: 'company-proven',
      ip: context.ip,
      userAgent: context.userAgent,
      detail: { ...context.evidence, inn: account.inn, method },
    },
    context.now,
  );
  const claimants = joinsItsPeople ? [] : others.filter((other) => other.companyStatus === 'unconfirmed');
  const note = detachedNote({ companyTitle: account.companyTitle, inn: account.inn, method });
  for (const claimant of claimants) {
    await detachAccount(tx, claimant.id, note);
    await closeOpenRequests(tx, claimant.id, {
      status: 'refused',
      reason: 'Организацию подтвердил другой пользователь',
      decidedBy: context.decidedBy,
      now: context.now,
    });
    await recordSecurityEvent(
      tx,
      { accountId: claimant.id, kind: 'company-detached', detail: { inn: account.inn, method } },
      context.now,
    );
  }
  return claimants.map(({ id, login, email, phone }) => ({ id, login, email, phone }));
}

/** Tells each detached claimant (SMS and letter) and the managers (a letter) what happened. */
export async function tellAboutDetached(
  deps: { db: DbExecutor; adapters: Pick<GatewayAdapters, 'mail' | 'sms'> },
  company: { inn: string; companyTitle: string },
  claimants: readonly DetachedClaimant[],
): Promise<void> {
  if (claimants.length === 0) return;
  const text = `Агролизинг: ваша учётная запись отключена от организации ИНН ${company.inn}: её подтвердил другой пользователь. Подробности в личном кабинете, раздел «Мои данные».`;
  for (const claimant of claimants) {
    if (claimant.phone) await deps.adapters.sms.send({ to: claimant.phone, text });
    if (claimant.email) {
      await deps.adapters.mail.send({
        to: claimant.email,
        subject: 'Учётная запись отключена от организации',
        text: `${text}\n\nЕсли это ошибка, ответьте менеджеру Агролизинга или позвоните по телефону 8 800 000-00-00.`,
      });
    }
  }
  const logins = claimants.map((claimant) => claimant.login).join(', ');
  for (const to of await managerAddresses(deps.db)) {
    await deps.adapters.mail.send({
      to,
      subject: `Организация ИНН ${company.inn} подтверждена: отключены учётные записи`,
      text: `Организацию ${company.companyTitle} (ИНН ${company.inn}) подтвердил её пользователь. Учётные записи, которые только заявили её, отключены от неё: ${logins}. Проверьте, нет ли попытки выдать себя за организацию.`,
    });
  }
}
