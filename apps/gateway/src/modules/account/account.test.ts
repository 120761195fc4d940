import { testDrivers } from '@agrolease/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';

describe.each(testDrivers())('account calls on %s', (driver) => {
  let gateway: TestGateway;
  let clientToken = '';
  let agentToken = '';
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    const signIn = async (login: string) =>
      (
        await gateway.app.inject({
          method: 'POST',
          url: '/srv/getauth',
          payload: `login=${login}&password=Demo-2001`,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        })
      ).json().token as string;
    clientToken = await signIn('client');
    agentToken = await signIn('agent');
  });
  afterAll(() => gateway.close());

  const get = (url: string, token?: string) =>
    gateway.app.inject({ method: 'GET', url: token ? `${url}?token=${token}` : url });

  it('Profile answers the signed-in account and its registration state', async () => {
    const body = (await get('/srv/Profile', clientToken)).json();
    expect(body).toMatchObject({
      success: true,
      account: {
        login: 'client',
        name: 'Петров Иван Сергеевич',
        title: 'ООО «КФХ Рассвет»',
        inn: '3662000015',
      },
      regData: { iscompleted: true, clientType: 'organization' },
    });
    expect((await get('/srv/Profile', agentToken)).json().regData.clientType).toBe('person');
  });

  it('CabinetGetUserDataLight and GetUserFromCabinet describe only the caller', async () => {
    expect((await get('/srv/CabinetGetUserDataLight', agentToken)).json()).toMatchObject({
      name: 'Соколов Алексей Викторович',
      role: 'agent',
      home: '/cabinet/v2/agent/dashboard',
    });
    expect((await get('/srv/GetUserFromCabinet', clientToken)).json().user).toMatchObject({
      login: 'client',
      phone: '+79000000001',
      email: 'client@demo.agrolease.local',
    });
  });

  it('GetRegData and GetRegDataV2 carry fields, isPD and errors', async () => {
    const v1 = (await get('/srv/GetRegData', clientToken)).json();
    expect(v1).toMatchObject({
      success: true,
      isPD: true,
      errors: [],
      fields: { inn: '3662000015', kpp: '366201001' },
    });
    expect(v1.fields.ogrn).toMatch(/^\d{13}$/);
    const v2 = (await get('/srv/GetRegDataV2', agentToken)).json();
    expect(v2.fields.ogrn).toMatch(/^\d{15}$/);
    expect(v2.regData).toEqual({ iscompleted: true, clientType: 'person' });
  });

  it('answers 401 without, with a forged and with an unknown token', async () => {
    for (const path of [
      '/srv/Profile',
      '/srv/CabinetGetUserDataLight',
      '/srv/GetUserFromCabinet',
      '/srv/GetRegData',
      '/srv/GetRegDataV2',
    ]) {
      expect((await get(path)).statusCode).toBe(401);
      expect((await get(path, 'Q'.repeat(43))).statusCode).toBe(401);
    }
  });
});
