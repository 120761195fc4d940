import { testDrivers } from '@agrolease/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../testing/build-test-gateway.ts';
import { type CabinetSession, signInAs, signInAsNewClient } from '../testing/cabinet-session.ts';
import type { OwnershipCase, OwnershipCaseSet } from '../testing/ownership.ts';
import { applicationOwnershipCases } from '../testing/ownership-cases/application.ts';
import { attorneyOwnershipCases } from '../testing/ownership-cases/attorney.ts';
import { cabinetOwnershipCases } from '../testing/ownership-cases/cabinet.ts';
import { complaintOwnershipCases } from '../testing/ownership-cases/complaints.ts';
import { complianceOwnershipCases } from '../testing/ownership-cases/compliance.ts';
import { documentOrderOwnershipCases } from '../testing/ownership-cases/document-orders.ts';
import { documentOwnershipCases } from '../testing/ownership-cases/documents.ts';
import { fileOwnershipCases } from '../testing/ownership-cases/files.ts';
import { offerOwnershipCases } from '../testing/ownership-cases/offers.ts';
import { paymentOwnershipCases } from '../testing/ownership-cases/payments.ts';
import { signingOwnershipCases } from '../testing/ownership-cases/signing.ts';
import { subleasingOwnershipCases } from '../testing/ownership-cases/subleasing.ts';

/** Every module's rows of the ownership table; a module with owned objects adds its set here. */
const CASE_SETS: Record<string, OwnershipCaseSet> = {
  files: fileOwnershipCases,
  cabinet: cabinetOwnershipCases,
  complaints: complaintOwnershipCases,
  'document-orders': documentOrderOwnershipCases,
  subleasing: subleasingOwnershipCases,
  application: applicationOwnershipCases,
  documents: documentOwnershipCases,
  signing: signingOwnershipCases,
  offers: offerOwnershipCases,
  attorney: attorneyOwnershipCases,
  compliance: complianceOwnershipCases,
  payments: paymentOwnershipCases,
};

describe.each(testDrivers())("another client's objects answer 404 on %s", (driver) => {
  let gateway: TestGateway;
  let owner: CabinetSession;
  let stranger: CabinetSession;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    owner = await signInAs(gateway, 'client');
    stranger = await signInAsNewClient(gateway, 'ownership-stranger');
  });
  afterAll(() => gateway.close());

  it.each(Object.entries(CASE_SETS))('%s', async (_module, caseSet) => {
    const cases: OwnershipCase[] = await caseSet({ gateway, owner });
    expect(cases.length).toBeGreaterThan(0);
    const outcomes = [];
    for (const row of cases) {
      const theirs = await row.send(stranger);
      const mine = await row.send(owner);
      outcomes.push({
        call: row.call,
        stranger: theirs.statusCode,
        owner: mine.statusCode < 300 ? 'ok' : mine.statusCode,
      });
    }
    expect(outcomes).toEqual(cases.map((row) => ({ call: row.call, stranger: 404, owner: 'ok' })));
  });
});

/**
 * The company's objects are its confirmed people's (decision 0162): a colleague confirmed in the
 * demo client's company reaches every object of these modules, and an account that only claims
 * the company's INN reaches none. The other modules' objects stay the person's own.
 */
const COMPANY_MODULES = [
  'files',
  'cabinet',
  'document-orders',
  'subleasing',
  'application',
  'documents',
  'offers',
  'payments',
];
const COMPANY_CASE_SETS = COMPANY_MODULES.map((module): [string, OwnershipCaseSet] => {
  const caseSet = CASE_SETS[module];
  if (!caseSet) throw new Error(`${module} has no ownership cases`);
  return [module, caseSet];
});

describe.each(testDrivers())("the company's objects on %s", (driver) => {
  let gateway: TestGateway;
  let owner: CabinetSession;
  let colleague: CabinetSession;
  let claimant: CabinetSession;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    owner = await signInAs(gateway, 'client');
    colleague = await signInAsNewClient(gateway, 'ownership-colleague', { ofDemoClient: 'confirmed' });
    claimant = await signInAsNewClient(gateway, 'ownership-claimant', { ofDemoClient: 'unconfirmed' });
  });
  afterAll(() => gateway.close());

  it.each(COMPANY_CASE_SETS)(
    '%s: a colleague reaches them, a claimant does not',
    async (_module, caseSet) => {
      const cases: OwnershipCase[] = await caseSet({ gateway, owner });
      const outcomes = [];
      for (const row of cases) {
        const claimed = await row.send(claimant);
        const shared = await row.send(colleague);
        outcomes.push({
          call: row.call,
          claimant: claimed.statusCode,
          colleague: shared.statusCode < 300 ? 'ok' : shared.statusCode,
        });
      }
      expect(outcomes).toEqual(
        cases.map((row) => ({ call: row.call, claimant: 404, colleague: row.personal ? 404 : 'ok' })),
      );
    },
  );
});
