import { testDrivers } from '@agrolease/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { signInAs } from '../../testing/cabinet-session.ts';
import { MESSAGE_NOT_ACCREDITED, requireAccreditedSupplier } from './guard.ts';

describe.each(testDrivers())('the accredited supplier guard on %s', (driver) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await buildTestGateway({
      driver,
      extend: (app) => {
        app.get('/TestSupplierSection', async (request) => {
          const session = await requireAccreditedSupplier(request);
          return { success: true, login: session.account.login };
        });
      },
    });
  });
  afterAll(() => gateway.close());

  it('lets an accredited supplier in and tells the others what unlocks the section', async () => {
    const accredited = await (await signInAs(gateway, 'supplier')).get('/srv/TestSupplierSection');
    expect(accredited.json()).toEqual({ success: true, login: 'supplier' });
    const pending = await (await signInAs(gateway, 'supplier-new')).get('/srv/TestSupplierSection');
    expect(pending.statusCode).toBe(403);
    expect(pending.json().error_message).toBe(MESSAGE_NOT_ACCREDITED);
    expect((await (await signInAs(gateway, 'client')).get('/srv/TestSupplierSection')).statusCode).toBe(403);
    expect((await gateway.app.inject({ method: 'GET', url: '/srv/TestSupplierSection' })).statusCode).toBe(
      401,
    );
  });
});
