import {
  actsForCompany,
  COMPANY_DETACHED_MESSAGE,
  COMPANY_UNPROVEN_MESSAGE,
} from '@agrolease/domain/company-proof';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';

/** The errcode of a refusal for a company not proven: the site shows where to prove it. */
export const COMPANY_ERRCODE = 'company';

/**
 * Guards what only a proven company may do (issue 35): send an application, sign, ask a fund.
 * An unconfirmed or detached account may browse, calculate and keep drafts; these are 403.
 */
export function requireCompanyProven(session: Pick<SessionRecord, 'account'>): void {
  if (actsForCompany(session.account)) return;
  const message =
    session.account.companyStatus === 'detached' ? COMPANY_DETACHED_MESSAGE : COMPANY_UNPROVEN_MESSAGE;
  throw new AppError('FORBIDDEN', message, { errcode: COMPANY_ERRCODE });
}
