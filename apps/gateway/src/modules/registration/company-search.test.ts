import { testDrivers } from '@agrolease/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyRegister } from '../../adapters/company-register/company-register.ts';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { signInAs } from '../../testing/cabinet-session.ts';

/** CompanySearch asks the configured register (DaData when DADATA_API_KEY is set). */
describe.each(testDrivers())('CompanySearch over the company register adapter on %s', (driver) => {
  let gateway: TestGateway;
  let failing = false;
  const asked: string[] = [];
  const register: CompanyRegister = {
    name: 'fake-dadata',
    async search(query) {
      asked.push(query);
      if (failing) throw new Error('DaData answered 503');
      return [
        { title: 'ПАО СБЕРБАНК', inn: '7707083893', ogrn: '1027700132195', kpp: '773601001', city: 'Москва' },
      ];
    },
  };
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver, seeded: true, adapters: { companies: register } });
  });
  afterAll(() => gateway.close());

  it("answers the register's companies", async () => {
    const client = await signInAs(gateway, 'client');
    const response = await client.get('/srv/CompanySearch?query=7707083893');
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([
      expect.objectContaining({ title: 'ПАО СБЕРБАНК', inn: '7707083893' }),
    ]);
    expect(asked.at(-1)).toBe('7707083893');
  });

  it('answers 503 in Russian when the register fails', async () => {
    failing = true;
    const client = await signInAs(gateway, 'client');
    const response = await client.get('/srv/CompanySearch?query=Сбербанк');
    expect(response.statusCode).toBe(503);
    expect(response.json().error_message).toContain('Поиск организаций временно недоступен');
  });
});
