import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCa, makeCrl } from '../../testing/openssl-pki.ts';
import { createCachedCrlSource } from './cached-crl-source.ts';
import { CrlUnavailable } from './crl-source.ts';
import { createHttpCrlFetch } from './http-crl-fetch.ts';

const crl = makeCrl(makeCa({ name: 'УЦ со списком отзыва' }));
const HOUR = 3600_000;

describe('the cached CRL source', () => {
  it('fetches a list once while it is current and again after its nextUpdate', async () => {
    let fetches = 0;
    const source = createCachedCrlSource(async () => {
      fetches += 1;
      return crl;
    });
    const now = new Date();
    const [first] = await Promise.all([
      source.get('http://ca/a.crl', now),
      source.get('http://ca/a.crl', now),
    ]);
    await source.get('http://ca/a.crl', new Date(now.getTime() + HOUR / 2));
    expect(fetches).toBe(1);
    expect(first?.nextUpdate?.value.getTime()).toBeGreaterThan(now.getTime());
    await source.get('http://ca/a.crl', new Date(now.getTime() + 2 * HOUR));
    expect(fetches).toBe(2);
  });

  it('does not keep a failure: the next check tries again', async () => {
    let fetches = 0;
    const source = createCachedCrlSource(async (url) => {
      fetches += 1;
      if (fetches === 1) throw new CrlUnavailable(url, 'down');
      return crl;
    });
    await expect(source.get('http://ca/b.crl', new Date())).rejects.toThrow(CrlUnavailable);
    await expect(source.get('http://ca/b.crl', new Date())).resolves.toBeDefined();
  });
});

describe('the HTTP CRL fetch', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/ca.crl') response.end(crl);
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('gets the list, and names what went wrong otherwise', async () => {
    const fetch = createHttpCrlFetch({ timeoutMs: 2000 });
    expect(Buffer.from(await fetch(`${base}/ca.crl`)).equals(Buffer.from(crl))).toBe(true);
    await expect(fetch(`${base}/missing.crl`)).rejects.toThrow('HTTP 404');
    await expect(fetch('ldap://ca/cn=list')).rejects.toThrow(CrlUnavailable);
  });
});
