import { partnerLetters } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../http/register-call.ts';
import { requireRole } from '../../http/session.ts';
import { partnerLetterLog } from './outgoing-log.ts';

const MANAGERS = ['manager'] as const;

/** The back office's outgoing log of partner letters (decision 0153): managers only. */
export async function partnerMailRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, partnerLetters.backofficePartnerLetters, async (input, request) => {
    await requireRole(request, MANAGERS);
    return partnerLetterLog(app.db, input);
  });
}
