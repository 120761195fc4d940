import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors/app-error.ts';
import { requireRole, type SessionRecord } from '../../http/session.ts';

export const MESSAGE_NOT_ACCREDITED = 'Раздел откроется после аккредитации';

/**
 * The guard of the supplier's sections (spec 1 §6: supplier functions unlock after
 * accreditation; decision 0083): a supplier whose accreditation is not approved gets 403 with
 * what unlocks the section; another role 403, a guest 401.
 */
export async function requireAccreditedSupplier(request: FastifyRequest): Promise<SessionRecord> {
  const session = await requireRole(request, ['supplier']);
  if (!session.account.isAccredited) throw new AppError('FORBIDDEN', MESSAGE_NOT_ACCREDITED);
  return session;
}
