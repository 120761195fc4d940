import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { siteOrigin } from './site-origin.ts';

async function originSeen(
  trustProxy: string[] | false,
  remoteAddress: string,
  headers: Record<string, string>,
  publicUrl?: string,
) {
  const app = Fastify({ trustProxy });
  app.get('/', async (request) => siteOrigin(request, publicUrl));
  const response = await app.inject({ method: 'GET', url: '/', remoteAddress, headers });
  await app.close();
  return response.body;
}

describe('the site origin of canonical links and the sitemap', () => {
  it.each([
    [
      'a client naming another host',
      false,
      '203.0.113.9',
      { host: 'agrolease.ru', 'x-forwarded-host': 'evil.example' },
      'http://agrolease.ru',
    ],
    [
      'a trusted proxy naming another host',
      ['127.0.0.1'],
      '127.0.0.1',
      { host: 'agrolease.ru', 'x-forwarded-host': 'evil.example' },
      'http://agrolease.ru',
    ],
    [
      'a client claiming HTTPS',
      false,
      '203.0.113.9',
      { host: 'agrolease.ru', 'x-forwarded-proto': 'https' },
      'http://agrolease.ru',
    ],
    [
      'a trusted proxy terminating TLS',
      ['127.0.0.1'],
      '127.0.0.1',
      { host: 'agrolease.ru', 'x-forwarded-proto': 'https' },
      'https://agrolease.ru',
    ],
  ] as const)('ignores what it must not believe: %s', async (_name, trust, from, headers, expected) => {
    expect(await originSeen(trust === false ? false : [...trust], from, headers)).toBe(expected);
  });

  it('is PUBLIC_URL when it is set, whatever the request says', async () => {
    expect(await originSeen(false, '203.0.113.9', { host: 'evil.example' }, 'https://www.agrolease.ru')).toBe(
      'https://www.agrolease.ru',
    );
  });
});
