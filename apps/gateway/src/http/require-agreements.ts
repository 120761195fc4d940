import { AppError } from '../errors/app-error.ts';
import type { SessionRecord } from './session-store.ts';

export const MESSAGE_AGREEMENTS =
  'Примите пользовательское соглашение и согласие на обработку персональных данных';

/**
 * A caller who has not accepted the agreements goes to /pd/ first (errcode agreements): a guard
 * of the calls that make or sign a document, like requireRole (the application, attorney and
 * compliance wizards, the agent on the company's behalf).
 */
export function requireAgreements(session: SessionRecord): void {
  if (session.account.agreementsAcceptedAt === null) {
    throw new AppError('FORBIDDEN', MESSAGE_AGREEMENTS, { errcode: 'agreements' });
  }
}
