import Fastify from 'fastify';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import {
  cspNonceOf,
  helmetOptionsFor,
  registerSecurityHeaders,
  type SecurityHeadersOptions,
} from './security-headers.ts';

async function policiesOf(options: { yandexMaps?: boolean; scriptNonces?: boolean }, count = 1) {
  const app = Fastify();
  await registerSecurityHeaders(app, { mode: 'site', ...options });
  app.get('/', async (_request, reply) => ({ nonce: cspNonceOf(reply) ?? null }));
  const answers = [];
  for (let index = 0; index < count; index++) {
    const response = await app.inject({ method: 'GET', url: '/' });
    answers.push({ policy: String(response.headers['content-security-policy']), ...response.json() });
  }
  await app.close();
  return answers as { policy: string; nonce: string | null }[];
}

async function policyOf(options: { yandexMaps?: boolean }) {
  return (await policiesOf(options))[0]?.policy ?? '';
}

describe("the site's content security policy", () => {
  it('lets the video host be embedded, and nothing of Yandex Maps without its key', async () => {
    const policy = await policyOf({});
    expect(policy).toContain("frame-src 'self' https://rutube.ru");
    expect(policy).not.toContain('api-maps.yandex.ru');
  });

  it('lets Yandex Maps JS API v3 load its script, tiles and workers when it is configured', async () => {
    const policy = await policyOf({ yandexMaps: true });
    expect(policy).toMatch(/script-src [^;]*https:\/\/api-maps\.yandex\.ru/);
    expect(policy).toMatch(/img-src [^;]*https:\/\/\*\.maps\.yandex\.net/);
    expect(policy).toContain("worker-src 'self' blob:");
  });

  it('allows inline scripts by a nonce of each response, not by unsafe-inline (decision 0079)', async () => {
    const [first, second] = await policiesOf({ scriptNonces: true }, 2);
    const scriptSrc = (policy: string) => /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(first?.nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(scriptSrc(first?.policy ?? '')).toContain(`'nonce-${first?.nonce}'`);
    expect(scriptSrc(first?.policy ?? '')).not.toContain("'unsafe-inline'");
    expect(second?.nonce).not.toBe(first?.nonce);
    expect(scriptSrc(second?.policy ?? '')).toContain(`'nonce-${second?.nonce}'`);
  });

  it("keeps the site's own Origin on its form posts and sends no referrer to other sites", async () => {
    const app = Fastify();
    await registerSecurityHeaders(app, { mode: 'site' });
    app.get('/', async () => 'ok');
    const response = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    expect(response.headers['referrer-policy']).toBe('same-origin');
  });
});

describe('the headers recorded from helmet once (decision 0126)', () => {
  /**
   * One response's header lines, in order, with its nonce written <nonce>; `helmetToo` clears
   * what our hook set and runs helmet's own middleware on the response instead.
   */
  async function headerLines(options: SecurityHeadersOptions, helmetToo: boolean, url = '/') {
    const app = Fastify();
    await registerSecurityHeaders(app, options);
    if (helmetToo) {
      const middleware = helmet(helmetOptionsFor(url.startsWith('/srv/') ? { mode: 'api' } : options));
      app.addHook('onRequest', (request, reply, done) => {
        for (const name of reply.raw.getHeaderNames()) reply.raw.removeHeader(name);
        middleware(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
      });
    }
    app.get(url, async (_request, reply) => ({ nonce: cspNonceOf(reply) ?? null }));
    const response = await app.inject({ method: 'GET', url });
    await app.close();
    const { nonce } = response.json() as { nonce: string | null };
    return Object.entries(response.headers)
      .filter(([name]) => !['date', 'content-length', 'connection'].includes(name))
      .map(([name, value]) => {
        const line = `${name}: ${String(value)}`;
        return nonce ? line.replaceAll(nonce, '<nonce>') : line;
      });
  }

  it.each<SecurityHeadersOptions>([
    { mode: 'api' },
    { mode: 'site' },
    { mode: 'site', scriptNonces: true },
    { mode: 'site', scriptNonces: true, yandexMaps: true, recaptcha: true },
  ])('are the headers helmet itself writes per response (%o)', async (options) => {
    const recorded = await headerLines(options, false);
    expect(recorded).toEqual(await headerLines(options, true));
    expect(recorded.length).toBeGreaterThan(options.mode === 'api' ? 5 : 10);
    if (options.scriptNonces) expect(recorded.join('\n')).toContain("'nonce-<nonce>'");
  });
});

describe("a call's answer (decision 0143)", () => {
  async function headersAt(url: string) {
    const app = Fastify();
    await registerSecurityHeaders(app, { mode: 'site', scriptNonces: true });
    app.get(url, async (_request, reply) => ({ nonce: cspNonceOf(reply) ?? null }));
    const response = await app.inject({ method: 'GET', url });
    await app.close();
    return { headers: response.headers, nonce: (response.json() as { nonce: string | null }).nonce };
  }

  it('forbids running, loading and framing anything, with no nonce, while a page keeps its policy', async () => {
    const call = await headersAt('/srv/getCategories');
    expect(call.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(call.nonce).toBeNull();
    expect(call.headers['x-content-type-options']).toBe('nosniff');
    expect(call.headers['x-frame-options']).toBe('DENY');
    expect(call.headers['referrer-policy']).toBe('no-referrer');
    expect(call.headers['cross-origin-opener-policy']).toBeUndefined();

    const page = await headersAt('/catalog/');
    expect(page.headers['content-security-policy']).toContain(`'nonce-${page.nonce}'`);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
