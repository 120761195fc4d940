import { testDrivers } from '@agrolease/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';

const KRASNODAR = '7dfa745e-aa19-4688-b121-b655c11e482f';
const KRASNODAR_REGION = 'd00e1013-16bd-4c09-b3d5-3cb09fc54bd8';
const MOSCOW = '0c5b2444-70a0-4932-980c-b4dc0d3f02b5';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe.each(testDrivers())('address calls on %s', (driver) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
  });
  afterAll(() => gateway.close());

  const get = (url: string) => gateway.app.inject({ method: 'GET', url });
  const q = encodeURIComponent;

  it('lists cities of a region by code or FIAS id, filtered by the query', async () => {
    const byCode = (await get('/srv/FiasCityByRegion?id_region=23')).json().items;
    expect(byCode[0]).toMatchObject({
      title: 'Краснодар',
      level: 'city',
      type: 'г',
      region_fias_id: KRASNODAR_REGION,
    });
    const byFias = (await get(`/srv/FiasCityByRegion?id_region=${KRASNODAR_REGION}&query=${q('соч')}`)).json()
      .items;
    expect(byFias.map((city: { title: string }) => city.title)).toEqual(['Сочи']);
    expect((await get('/srv/FiasCityByRegion?id_region=999')).statusCode).toBe(404);
    expect((await get('/srv/FiasCityByRegion?id_region=abc')).statusCode).toBe(400);
    expect((await get('/srv/FiasCityByRegion')).statusCode).toBe(400);
  });

  it('lists streets of a city and reads one back by its code, as text', async () => {
    const streets = (await get(`/srv/FiasStreetByCity?id_region=${KRASNODAR}&query=${q('красн')}`)).json()
      .items;
    const krasnaya = streets.find((street: { title: string }) => street.title === 'Красная');
    expect(krasnaya).toMatchObject({
      level: 'street',
      type: 'ул',
      text: 'Краснодарский край, г. Краснодар, ул. Красная',
      city_fias_id: KRASNODAR,
      postal_code: expect.stringMatching(/^\d{6}$/),
    });
    expect((await get(`/srv/FiasStreetByCode?code=${krasnaya.fias_id}`)).json()).toEqual(krasnaya);
    expect((await get(`/srv/FiasAsText?code=${krasnaya.fias_id}`)).json()).toEqual({
      code: krasnaya.fias_id,
      text: 'Краснодарский край, г. Краснодар, ул. Красная',
      level: 'street',
    });
    expect((await get(`/srv/FiasStreetByCity?id_region=${UNKNOWN}`)).statusCode).toBe(404);
    expect((await get(`/srv/FiasStreetByCode?code=${UNKNOWN}`)).statusCode).toBe(404);
    expect((await get('/srv/FiasStreetByCode?code=ленина')).statusCode).toBe(400);
  });

  it('turns city and region ids into text', async () => {
    expect((await get(`/srv/FiasAsText?code=${MOSCOW}`)).json()).toMatchObject({
      text: 'г. Москва',
      level: 'city',
    });
    expect((await get(`/srv/FiasAsText?code=${KRASNODAR_REGION}`)).json()).toEqual({
      code: KRASNODAR_REGION,
      text: 'Краснодарский край',
      level: 'region',
    });
    expect((await get(`/srv/FiasAsText?code=${UNKNOWN}`)).statusCode).toBe(404);
  });

  it('suggests addresses for free text, the named city first', async () => {
    const items = (await get(`/srv/AddressSearch?query=${q('Краснодар, ул. Красная 12')}`)).json().items;
    expect(items[0].text).toBe('Краснодарский край, г. Краснодар, ул. Красная');
    const tverskaya = (await get(`/srv/AddressSearch?query=${q('тверская')}`)).json().items;
    expect(tverskaya[0].text).toBe('г. Москва, ул. Тверская');
    expect((await get(`/srv/AddressSearch?query=${q('ул д')}`)).json()).toEqual({ items: [] });
    expect((await get('/srv/AddressSearch?query=a')).statusCode).toBe(400);
  });
});

describe.each(testDrivers())('address calls with an outside suggestions service on %s', (driver) => {
  let gateway: TestGateway;
  let failing = false;
  const asked: string[] = [];
  const STREET = {
    fias_id: 'e2d8e3f4-64d3-4b9e-9b1f-2a4b1f0c7a11',
    level: 'street' as const,
    title: 'Красная',
    type: 'ул',
    text: '350000, Краснодарский край, г Краснодар, ул Красная',
    postal_code: '350000',
    region_fias_id: KRASNODAR_REGION,
    city_fias_id: KRASNODAR,
  };
  // The register's short types are written out for the screen (issue 39).
  const READABLE_STREET = { ...STREET, text: '350000, Краснодарский край, г. Краснодар, ул. Красная' };
  beforeAll(async () => {
    const answer = async (call: string) => {
      asked.push(call);
      if (failing) throw new Error('DaData answered 503');
      return [STREET];
    };
    gateway = await buildTestGateway({
      driver,
      adapters: {
        addressSuggestions: {
          name: 'dadata',
          search: (query) => answer(`search ${query}`),
          citiesOfRegion: (region, query) => answer(`cities ${region} ${query}`),
          streetsOfCity: (city, query) => answer(`streets ${city} ${query}`),
        },
      },
    });
  });
  afterAll(() => gateway.close());

  const get = (url: string) => gateway.app.inject({ method: 'GET', url });
  const q = encodeURIComponent;

  it('answers AddressSearch and the streets of a city from the service', async () => {
    expect((await get(`/srv/AddressSearch?query=${q('краснодар красн')}`)).json().items).toEqual([
      READABLE_STREET,
    ]);
    expect(
      (await get(`/srv/FiasStreetByCity?id_region=${KRASNODAR}&query=${q('крас')}`)).json().items,
    ).toEqual([READABLE_STREET]);
    expect(asked).toContain(`streets ${KRASNODAR} крас`);
  });

  it('asks the service for cities by the FIAS id of a region given by its code', async () => {
    await get(`/srv/FiasCityByRegion?id_region=23&query=${q('сочи')}`);
    expect(asked.at(-1)).toBe(`cities ${KRASNODAR_REGION} сочи`);
  });

  it('lists from the embedded set when nothing is typed, and when the service fails', async () => {
    const count = asked.length;
    expect((await get('/srv/FiasCityByRegion?id_region=23')).json().items[0].title).toBe('Краснодар');
    expect(asked).toHaveLength(count);
    failing = true;
    const fallback = (await get(`/srv/AddressSearch?query=${q('краснодар красная')}`)).json().items;
    failing = false;
    expect(fallback[0]).toMatchObject({ level: 'street', title: 'Красная', city_fias_id: KRASNODAR });
  });

  it('still refuses bad input and unknown regions', async () => {
    expect((await get('/srv/AddressSearch?query=a')).statusCode).toBe(400);
    expect((await get('/srv/FiasStreetByCity?id_region=nonsense')).statusCode).toBe(400);
    expect((await get(`/srv/FiasCityByRegion?id_region=${UNKNOWN}&query=x`)).statusCode).toBe(404);
  });
});
