import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadConfig } from '../../config.ts';
import type { SessionRecord } from '../../http/session.ts';
import type { PartnerSender } from './recipient-policy.ts';
import type { PartnerMailDeps } from './send-partner-letter.ts';

/** What sending a partner letter needs, from the gateway (the allowance is read once). */
export function partnerMailDepsOf(app: FastifyInstance): PartnerMailDeps {
  return {
    db: app.db,
    adapters: app.adapters,
    newAddressesPerDay: loadConfig().PARTNER_NEW_ADDRESSES_PER_DAY,
  };
}

/** The signed-in partner and the address the request came from. */
export function partnerSenderOf(session: SessionRecord, request: FastifyRequest): PartnerSender {
  return { accountId: session.accountId, account: session.account, ip: request.ip };
}
