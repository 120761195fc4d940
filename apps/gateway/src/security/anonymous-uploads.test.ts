import { LOCAL_CAPTCHA_TOKEN } from '@agrolease/contracts/session';
import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../adapters/storage/memory-storage.ts';
import { loadConfig } from '../config.ts';
import { sweepOrphanFiles } from '../modules/files/orphan-sweep.ts';
import { buildTestGateway, type TestGateway } from '../testing/build-test-gateway.ts';
import { multipartBody, SMALL_PDF } from '../testing/cabinet-session.ts';

/**
 * Issue "Trust, second round" §1 (decision 0152): POST /srv/KPRequest took 15 MB files without
 * sign-in or captcha, 20 a minute per address, kept for ever. Every call that takes a file from
 * a guest now wants the captcha of the other public forms, counts bytes per address and for the
 * whole site per day (429 past either), and the sweep of stored files drops the file of a
 * request after the configured days.
 */
const KB = 1024;

/** PDF bytes of the given size: the type is proven by the first bytes. */
const pdfOf = (size: number) => Buffer.concat([SMALL_PDF, Buffer.alloc(size - SMALL_PDF.length, 0x20)]);

describe.each(testDrivers())('files sent without sign-in on %s', (driver) => {
  let gateway: TestGateway;
  const files = createMemoryStorage();
  beforeAll(async () => {
    gateway = await buildTestGateway({
      driver,
      adapters: { files },
      // 1 MB per address and 2 MB for the site a day, so that the test sends little.
      config: { GUEST_UPLOAD_MB_PER_IP: 1, GUEST_UPLOAD_MB_PER_DAY: 2, GUEST_UPLOAD_KEEP_DAYS: 30 },
    });
  });
  afterAll(() => gateway.close());

  const sendKp = (address: string, bytes: Buffer, captcha: string | null = LOCAL_CAPTCHA_TOKEN) => {
    const body = multipartBody({
      fields: {
        phone: '+7 912 345-67-89',
        comment: 'КП на трактор',
        ...(captcha === null ? {} : { 'g-recaptcha-response': captcha }),
      },
      files: [{ field: 'file', name: 'kp.pdf', bytes }],
    });
    return gateway.app.inject({
      method: 'POST',
      url: '/srv/KPRequest',
      payload: body.payload,
      headers: body.headers,
      remoteAddress: address,
    });
  };

  const kpRows = () => gateway.database.db.select().from(schema.kpRequests);

  it('refuses a KPRequest without the captcha, or with a wrong one, and keeps nothing', async () => {
    const before = files.names().length;
    for (const captcha of [null, '', 'forged-token']) {
      const response = await sendKp('10.9.0.1', pdfOf(100 * KB), captcha);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        errors_list: [{ prop: 'g-recaptcha-response' }],
      });
      expect(response.json().error_message).toMatch(/Я не робот/);
    }
    expect(files.names()).toHaveLength(before);
    expect(await kpRows()).toHaveLength(0);
  });

  it('takes a KPRequest with the captcha the site sends', async () => {
    const response = await sendKp('10.9.0.2', pdfOf(100 * KB));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
  });

  it('answers 429 in the error shape once an address sent its bytes of the day, and keeps nothing more', async () => {
    const address = '10.9.1.1';
    expect((await sendKp(address, pdfOf(400 * KB))).statusCode).toBe(200);
    expect((await sendKp(address, pdfOf(400 * KB))).statusCode).toBe(200);
    const stored = files.names().length;
    const refused = await sendKp(address, pdfOf(400 * KB));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(86_400);
    expect(refused.json()).toMatchObject({ success: false, errors_list: [{ prop: 'file' }] });
    expect(refused.json().error_message).toMatch(/с вашего адреса.*сутки.*1 МБ/i);
    expect(files.names()).toHaveLength(stored);
    // What is left of the day still fits: the refused bytes were not counted.
    expect((await sendKp(address, pdfOf(150 * KB))).statusCode).toBe(200);
    // Another address is not held back by this one.
    expect((await sendKp('10.9.1.2', pdfOf(400 * KB))).statusCode).toBe(200);
  });

  it('answers 429 to every address once the site took its bytes of the day', async () => {
    // So far: 100 + 400 + 400 + 150 + 400 KB. Three more addresses fill the 2 MB.
    expect((await sendKp('10.9.2.1', pdfOf(300 * KB))).statusCode).toBe(200);
    const refused = await sendKp('10.9.2.2', pdfOf(400 * KB));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, errors_list: [{ prop: 'file' }] });
    expect(refused.json().error_message).toMatch(/сегодня.*без входа/i);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Small enough to fit what is left of the day: taken.
    expect((await sendKp('10.9.2.3', pdfOf(100 * KB))).statusCode).toBe(200);
  });

  it('keeps no file a guest sends to any other call (every POST and PUT of the API)', async () => {
    const docs = await gateway.app.inject({ method: 'GET', url: '/srv/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = docs.json().paths as Record<string, Record<string, unknown>>;
    const calls = Object.entries(paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => method === 'post' || method === 'put')
        .map((method) => ({ method: method.toUpperCase() as 'POST' | 'PUT', path })),
    );
    expect(calls.length).toBeGreaterThan(100);
    const { cabinetFiles, kpRequests } = schema;
    const count = async () => ({
      stored: files.names().length,
      files: (await gateway.database.db.select({ id: cabinetFiles.id }).from(cabinetFiles)).length,
      requests: (await gateway.database.db.select({ id: kpRequests.id }).from(kpRequests)).length,
    });
    const before = await count();
    const replies = new Map<string, number>();
    for (const { method, path } of calls) {
      const url = `${path.startsWith('/srv') ? '' : '/srv'}${path.replace(/\{[^}]+\}/g, '1')}`;
      const body = multipartBody({
        fields: { step: '2', id_object: '1', text: 'текст', phone: '+79123456789', action: 'save' },
        files: ['file', 'xml_file', 'sig_file', 'id_File', 'contract_file', 'file[0]'].map((field) => ({
          field,
          name: 'a.pdf',
          bytes: pdfOf(10 * KB),
        })),
      });
      const response = await gateway.app.inject({
        method,
        url,
        payload: body.payload,
        headers: body.headers,
        remoteAddress: '10.9.3.1',
      });
      replies.set(`${method} ${url}`, response.statusCode);
    }
    expect(await count()).toEqual(before);
    expect(replies.get('POST /srv/SetFile')).toBe(401);
    expect(replies.get('POST /srv/CabinetPostComplaint')).toBe(401);
    // The one call that takes a file from a guest refuses six files (one is its limit).
    expect(replies.get('POST /srv/KPRequest')).toBe(413);
    expect([...replies.values()].filter((status) => status >= 500)).toEqual([]);
  });

  it("the sweep of stored files drops a request's file after the configured days and keeps the request", async () => {
    const fresh = await sendKp('10.9.4.1', pdfOf(10 * KB));
    const old = await sendKp('10.9.4.2', pdfOf(10 * KB));
    expect(fresh.statusCode).toBe(200);
    expect(old.statusCode).toBe(200);
    const { kpRequests } = schema;
    await gateway.database.db
      .update(kpRequests)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(eq(kpRequests.id, old.json().id));
    const stored = async (id: number) =>
      (await gateway.database.db.select().from(kpRequests).where(eq(kpRequests.id, id)))[0];
    const oldName = (await stored(old.json().id))?.storedName;
    const freshName = (await stored(fresh.json().id))?.storedName;
    expect(files.names()).toEqual(expect.arrayContaining([oldName, freshName]));

    const { removed } = await sweepOrphanFiles({ db: gateway.database.db, files }, new Date(), {
      guestFileKeepDays: 30,
    });
    expect(removed).toContain(oldName);
    expect(files.names()).not.toContain(oldName);
    expect(files.names()).toContain(freshName);
    expect(await stored(old.json().id)).toMatchObject({ storedName: null, phone: '+79123456789' });
    expect((await stored(fresh.json().id))?.storedName).toBe(freshName);
  });

  it('reads the quota and the days from the configuration, with defaults', () => {
    expect(loadConfig({})).toMatchObject({
      GUEST_UPLOAD_MB_PER_IP: 50,
      GUEST_UPLOAD_MB_PER_DAY: 2048,
      GUEST_UPLOAD_KEEP_DAYS: 30,
    });
    expect(() => loadConfig({ GUEST_UPLOAD_KEEP_DAYS: '0' })).toThrow(/GUEST_UPLOAD_KEEP_DAYS/);
    expect(() => loadConfig({ GUEST_UPLOAD_MB_PER_IP: 'many' })).toThrow(/GUEST_UPLOAD_MB_PER_IP/);
  });
});
