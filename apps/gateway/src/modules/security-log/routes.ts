import { securityLog } from '@agrolease/contracts';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../../config.ts';
import { registerCall } from '../../http/register-call.ts';
import { registerListWithExport } from '../../http/register-list-export.ts';
import { requireRole, requireSession } from '../../http/session.ts';
import { SECURITY_LOG_EXPORT } from './list-exports.ts';
import { scheduleSecurityLogRetention } from './retention.ts';
import { accountSecurityLog, backofficeSecurityLog } from './service.ts';

const MANAGERS = ['manager'] as const;

/** The security log's readers and its retention (decision 0154). */
export async function securityLogRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db };
  scheduleSecurityLogRetention(app, loadConfig().SECURITY_LOG_DAYS);

  registerCall(app, securityLog.accountSecurityLog, async (input, request) =>
    accountSecurityLog(deps, await requireSession(request), input.page),
  );
  registerListWithExport(
    app,
    securityLog.backofficeSecurityLog,
    SECURITY_LOG_EXPORT,
    async (input, request) => {
      await requireRole(request, MANAGERS);
      return backofficeSecurityLog(deps, input);
    },
  );
}
