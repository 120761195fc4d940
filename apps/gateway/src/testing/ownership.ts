import type { LightMyRequestResponse } from 'fastify';
import type { TestGateway } from './build-test-gateway.ts';
import type { CabinetSession } from './cabinet-session.ts';

/**
 * One row of the cabinet's ownership table (issue 6): a call about an object the owner has.
 * The owner's call must succeed and another client's must answer 404, as if the id did not
 * exist. `send` may change state (a delete): the table runs it for the stranger first.
 */
export interface OwnershipCase {
  call: string;
  /** The person's own, not the company's (a message to the account): a colleague gets 404 too. */
  personal?: boolean;
  send(session: CabinetSession): Promise<LightMyRequestResponse>;
}

/** A module's rows: it creates what they need for the owner (the demo client). */
export type OwnershipCaseSet = (context: {
  gateway: TestGateway;
  owner: CabinetSession;
}) => Promise<OwnershipCase[]>;
