import { partnerLetters } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import { registerListWithExport } from '../../http/register-list-export.ts';
import { requireRole } from '../../http/session.ts';
import { PARTNER_LETTERS_EXPORT } from './list-exports.ts';
import { partnerLetterLog } from './outgoing-log.ts';

const MANAGERS = ['manager'] as const;

/** The back office's outgoing log of partner letters (decision 0153): managers only. */
export async function partnerMailRoutes(app: FastifyInstance): Promise<void> {
  registerListWithExport(
    app,
    partnerLetters.backofficePartnerLetters,
    PARTNER_LETTERS_EXPORT,
    async (input, request) => {
      await requireRole(request, MANAGERS);
      return partnerLetterLog(app.db, input);
    },
  );
}
