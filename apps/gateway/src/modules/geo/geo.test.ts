import { testDrivers } from '@agrolease/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixedTableLocator } from '../../adapters/geoip/fixed-table-locator.ts';
import { isPrivateAddress } from '../../adapters/geoip/geoip-locator.ts';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { distanceKm } from './service.ts';

const MOSCOW_FIAS = '0c5b2444-70a0-4932-980c-b4dc0d3f02b5';
const KRASNODAR_REGION_FIAS = 'd00e1013-16bd-4c09-b3d5-3cb09fc54bd8';

const locator = createFixedTableLocator({
  '95.0.0.1': { latitude: 45.04, longitude: 38.98 }, // Краснодар
  '95.0.0.2': { latitude: 55.02, longitude: 82.93 }, // Новосибирск
  '95.0.0.3': { latitude: 0, longitude: 0 }, // far from every city of ours
});

describe.each(testDrivers())('geo calls on %s', (driver) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    // The web tier in front of a split gateway is its trusted proxy.
    gateway = await buildTestGateway({ driver, adapters: { geoIp: locator }, trustedProxies: ['127.0.0.1'] });
  });
  afterAll(() => gateway.close());

  const get = (url: string, remoteAddress = '127.0.0.1') =>
    gateway.app.inject({ method: 'GET', url, remoteAddress });

  it('answers Москва for a local address', async () => {
    const response = await get('/srv/GetGeoByIP');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      fiascode: MOSCOW_FIAS,
      city: 'Москва',
      region_with_type: 'г Москва',
      region_fias_id: MOSCOW_FIAS,
    });
  });

  it('maps a located address to the nearest city, and a far one to Москва', async () => {
    expect((await get('/srv/GetGeoByIP', '95.0.0.1')).json()).toMatchObject({
      city: 'Краснодар',
      region_with_type: 'Краснодарский край',
      region_fias_id: KRASNODAR_REGION_FIAS,
    });
    expect((await get('/srv/GetGeoByIP', '95.0.0.2')).json().city).toBe('Новосибирск');
    expect((await get('/srv/GetGeoByIP', '95.0.0.3')).json().city).toBe('Москва');
  });

  it('honours X-Forwarded-For from the trusted web tier in front of it', async () => {
    const response = await gateway.app.inject({
      method: 'GET',
      url: '/srv/GetGeoByIP',
      headers: { 'x-forwarded-for': '95.0.0.2' },
    });
    expect(response.json().city).toBe('Новосибирск');
  });

  it('finds cities by prefix first, biggest first, ignoring case and ё', async () => {
    const names = (await get(`/srv/GetGeoByCity?city=${encodeURIComponent('ново')}`))
      .json()
      .items.map((item: { city: string }) => item.city);
    expect(names.slice(0, 3)).toEqual(['Новосибирск', 'Новокузнецк', 'Новороссийск']);
    // Краснодар (1.1 million) only contains "ар": the smaller cities starting with it come first.
    const ar = (await get(`/srv/GetGeoByCity?city=${encodeURIComponent('ар')}`))
      .json()
      .items.map((item: { city: string }) => item.city);
    expect(ar[0]).toBe('Архангельск');
    expect(ar.indexOf('Краснодар')).toBeGreaterThan(ar.indexOf('Арзамас'));
    const orel = (await get(`/srv/GetGeoByCity?city=${encodeURIComponent('ОРЕЛ')}`)).json().items;
    expect(orel[0]).toMatchObject({ city: 'Орёл', region_with_type: 'Орловская обл' });
  });

  it('answers an empty list when nothing matches, and 400 without a city', async () => {
    expect((await get('/srv/GetGeoByCity?city=Xyzq')).json()).toEqual({ items: [] });
    const response = await get('/srv/GetGeoByCity');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error_message: 'Поле не может быть пустым',
      errors_list: [{ prop: 'city', error: 'Поле не может быть пустым' }],
    });
  });

  it('lists the branches of a region, none for a region without one', async () => {
    const items = (await get(`/srv/GetFilialsByCoordinates?region_fias_id=${KRASNODAR_REGION_FIAS}`)).json()
      .items;
    expect(items.length).toBe(2);
    expect(items[0]).toMatchObject({ city: 'Краснодар', region_fias_id: KRASNODAR_REGION_FIAS });
    expect(items[0].address).toMatch(/^г\. Краснодар, /);
    const unknown = await get(
      '/srv/GetFilialsByCoordinates?region_fias_id=00000000-0000-0000-0000-000000000000',
    );
    expect(unknown.json()).toEqual({ items: [] });
  });

  it('rejects a malformed region id with the error shape', async () => {
    const response = await get('/srv/GetFilialsByCoordinates?region_fias_id=moscow');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors_list).toEqual([
      { prop: 'region_fias_id', error: 'Неверный формат идентификатора ФИАС' },
    ]);
  });

  it('lists all 85 regions in dictionary order', async () => {
    const items = (await get('/srv/ListRegions')).json().items as { title: string }[];
    expect(items.length).toBe(85);
    expect(items[0]?.title).toBe('Адыгея');
    const titles = items.map((item) => item.title);
    expect(titles.indexOf('Орловская')).toBeLessThan(titles.indexOf('Пензенская'));
    expect(titles.at(-1)).toBe('Ярославская');
  });
});

describe('geo rules', () => {
  it('treats loopback and private addresses as unknown', () => {
    for (const ip of ['127.0.0.1', '::1', '10.1.2.3', '192.168.0.5', '172.20.1.1', '::ffff:127.0.0.1']) {
      expect(isPrivateAddress(ip), ip).toBe(true);
    }
    expect(isPrivateAddress('95.0.0.1')).toBe(false);
  });

  it('measures great-circle distance', () => {
    const moscow = { latitude: 55.7558, longitude: 37.6173 };
    const petersburg = { latitude: 59.9386, longitude: 30.3141 };
    expect(distanceKm(moscow, petersburg)).toBeGreaterThan(620);
    expect(distanceKm(moscow, petersburg)).toBeLessThan(640);
  });
});
