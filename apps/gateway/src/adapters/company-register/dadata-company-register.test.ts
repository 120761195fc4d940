import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDadataCompanyRegister } from './dadata-company-register.ts';

/** A reply recorded from DaData's findById/party (three parties: active, liquidated, sole trader). */
const RECORDED = readFileSync(new URL('./dadata-party-reply.json', import.meta.url), 'utf8');

interface Seen {
  path: string;
  authorization: string;
  body: { query: string; count: number };
}

describe('DaData company register', () => {
  let server: Server;
  let url = '';
  const seen: Seen[] = [];
  let status = 200;

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => resolve(text));
    });

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      seen.push({
        path: request.url ?? '',
        authorization: String(request.headers.authorization ?? ''),
        body: JSON.parse(await readBody(request)),
      });
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(status === 200 ? RECORDED : '{"message":"Forbidden"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/suggestions/api/4_1/rs/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks findById/party for an INN with the token and maps the parties, liquidated ones left out', async () => {
    status = 200;
    const register = createDadataCompanyRegister({ apiKey: 'test-key', url });
    const companies = await register.search('7707083893');
    expect(seen.at(-1)).toEqual({
      path: '/suggestions/api/4_1/rs/findById/party',
      authorization: 'Token test-key',
      body: { query: '7707083893', count: 10 },
    });
    expect(companies).toEqual([
      { title: 'ПАО СБЕРБАНК', inn: '7707083893', ogrn: '1027700132195', kpp: '773601001', city: 'Москва' },
      {
        title: 'ИП Иванов Иван Иванович',
        inn: '366200001062',
        ogrn: '304366200000010',
        kpp: '',
        city: 'поселок ВНИИСС',
      },
    ]);
  });

  it('asks suggest/party for a name', async () => {
    status = 200;
    await createDadataCompanyRegister({ apiKey: 'k', url }).search('сбербанк', 5);
    expect(seen.at(-1)?.path).toBe('/suggestions/api/4_1/rs/suggest/party');
    expect(seen.at(-1)?.body).toEqual({ query: 'сбербанк', count: 5 });
  });

  it('fails on a non-2xx answer so the caller can report it', async () => {
    status = 403;
    await expect(createDadataCompanyRegister({ apiKey: 'wrong', url }).search('7707083893')).rejects.toThrow(
      'DaData answered 403',
    );
  });
});
