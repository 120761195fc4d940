import type { TestDriver } from '@agrolease/db/testing/test-database';
import { afterAll, beforeAll } from 'vitest';
import { buildTestGateway, type TestGateway } from './build-test-gateway.ts';
import { type CabinetSession, signInAs, signInAsNewClient } from './cabinet-session.ts';

/** The three sides of a lease in a gateway test: the back office, the demo client, a stranger. */
export interface LeaseParties {
  gateway: TestGateway;
  manager: CabinetSession;
  client: CabinetSession;
  /** A client of another company, who must find nothing of the demo client's. */
  stranger: CabinetSession;
}

/**
 * Builds a gateway on the driver before the suite's tests and closes it after; the fields are
 * filled once `beforeAll` has run, so read them inside tests.
 */
export function leaseParties(driver: TestDriver, strangerLogin: string): LeaseParties {
  const parties = {} as LeaseParties;
  beforeAll(async () => {
    parties.gateway = await buildTestGateway({ driver });
    parties.manager = await signInAs(parties.gateway, 'manager');
    parties.client = await signInAs(parties.gateway, 'client');
    parties.stranger = await signInAsNewClient(parties.gateway, strangerLogin);
  });
  afterAll(() => parties.gateway.close());
  return parties;
}
