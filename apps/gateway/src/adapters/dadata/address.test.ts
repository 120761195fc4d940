import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDadataAddressSuggestions } from './address.ts';

/** A reply in DaData's documented shape for "краснодар красн": a street, a house, a city, a settlement, a region. */
const REPLY = readFileSync(new URL('./fixtures/suggest-address.json', import.meta.url), 'utf8');

type Seen = { path: string; authorization: string; body: Record<string, unknown> };

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return body;
}

describe('DaData address suggestions', () => {
  let server: Server;
  let url: string;
  const seen: Seen[] = [];
  let status = 200;

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      seen.push({
        path: request.url ?? '',
        authorization: String(request.headers.authorization),
        body: JSON.parse(await readBody(request)),
      });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(status === 200 ? REPLY : '{"message":"Daily limit exceeded"}');
    });
    // An address the system picks: the test needs no fixed port.
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/suggestions/api/4_1/rs`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('maps streets, cities, settlements and regions, and leaves houses out', async () => {
    const dadata = createDadataAddressSuggestions({ apiKey: 'test-key', url });
    const items = await dadata.search('краснодар красн', 10);
    expect(items).toEqual([
      {
        fias_id: 'e2d8e3f4-64d3-4b9e-9b1f-2a4b1f0c7a11',
        level: 'street',
        title: 'Красная',
        type: 'ул',
        text: '350000, Краснодарский край, г Краснодар, ул Красная',
        postal_code: '350000',
        region_fias_id: 'd00e1013-16bd-4c09-b3d5-3cb09fc54bd8',
        city_fias_id: '7dfa745e-aa19-4688-b121-b655c11e482f',
      },
      expect.objectContaining({
        level: 'city',
        title: 'Краснодар',
        type: 'г',
        fias_id: '7dfa745e-aa19-4688-b121-b655c11e482f',
      }),
      expect.objectContaining({
        level: 'city',
        title: 'Красносельская',
        type: 'ст-ца',
        fias_id: '3c1a0f7e-8e4b-4d6a-9f2b-7c5d4e3f2a10',
        city_fias_id: '3c1a0f7e-8e4b-4d6a-9f2b-7c5d4e3f2a10',
      }),
      expect.objectContaining({ level: 'region', title: 'Краснодарский', type: 'край', postal_code: '' }),
    ]);
    expect(seen.at(-1)).toMatchObject({
      path: '/suggestions/api/4_1/rs/suggest/address',
      authorization: 'Token test-key',
      body: {
        query: 'краснодар красн',
        count: 10,
        from_bound: { value: 'region' },
        to_bound: { value: 'street' },
      },
    });
  });

  it('asks for the cities of a region and the streets of a city within their parent', async () => {
    const dadata = createDadataAddressSuggestions({ apiKey: 'test-key', url });
    await dadata.citiesOfRegion('d00e1013-16bd-4c09-b3d5-3cb09fc54bd8', 'крас', 20);
    expect(seen.at(-1)?.body).toMatchObject({
      locations: [{ region_fias_id: 'd00e1013-16bd-4c09-b3d5-3cb09fc54bd8' }],
      restrict_value: true,
      from_bound: { value: 'city' },
      to_bound: { value: 'settlement' },
    });
    await dadata.streetsOfCity('7dfa745e-aa19-4688-b121-b655c11e482f', 'крас', 20);
    expect(seen.at(-1)?.body).toMatchObject({
      locations: [
        { city_fias_id: '7dfa745e-aa19-4688-b121-b655c11e482f' },
        { settlement_fias_id: '7dfa745e-aa19-4688-b121-b655c11e482f' },
      ],
      from_bound: { value: 'street' },
    });
  });

  it('fails loudly when DaData refuses, so the caller can fall back', async () => {
    status = 403;
    const dadata = createDadataAddressSuggestions({ apiKey: 'wrong', url });
    await expect(dadata.search('москва', 5)).rejects.toThrow('DaData answered 403');
    status = 200;
  });
});
