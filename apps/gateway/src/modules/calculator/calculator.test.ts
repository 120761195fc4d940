import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_CAPTCHA_TOKEN } from '@agrolease/contracts/session';
import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../adapters/storage/disk-storage.ts';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';

interface FieldError {
  prop: string;
  error: string;
}

function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer; type?: string }) {
  const boundary = '----agroleasing-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const CAPTCHA = { 'g-recaptcha-response': LOCAL_CAPTCHA_TOKEN };
const SMALL_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe.each(testDrivers())('calculator calls on %s', (driver) => {
  let gateway: TestGateway;
  let uploads: string;
  let tractors: { guid: string; id: number };

  const get = (url: string) => gateway.app.inject({ method: 'GET', url });
  const expectFieldError = (body: { success: boolean; errors_list: FieldError[] }, prop: string) => {
    expect(body.success).toBe(false);
    expect(body.errors_list.map((error) => error.prop)).toContain(prop);
    expect(body.errors_list.find((error) => error.prop === prop)?.error).toMatch(/[а-яё]/i);
  };

  beforeAll(async () => {
    uploads = await mkdtemp(join(tmpdir(), 'kp-uploads-'));
    gateway = await buildTestGateway({ driver, adapters: { files: createDiskStorage(uploads) } });
    const list = (await get('/srv/CalcListCategory')).json() as {
      items: { guid: string; id: number; uri: string }[];
    };
    const found = list.items.find((item) => item.uri === 'traktory');
    if (!found) throw new Error('no tractor conditions');
    tractors = found;
  });
  afterAll(async () => {
    await gateway.close();
    await rm(uploads, { recursive: true, force: true });
  });

  it('CalcInit answers initial values, limits, schedule types and programmes; isshtp=1 turns state support on', async () => {
    const body = (await get('/srv/CalcInit')).json();
    expect(body.initialValues).toMatchObject({ repayment_code: '1', state_support: '0', term: 36 });
    expect(body.limits.advance.min).toBeLessThan(body.limits.advance.max);
    expect(body.repayment_types.map((type: { code: string }) => type.code)).toEqual(['1', '2', '9']);
    expect(body.programmes[0]).toMatchObject({ id: 'minselhoz', rate_reduction: 10 });
    expect((await get('/srv/CalcInit?isshtp=1')).json().initialValues.state_support).toBe('1');
    const bad = await get('/srv/CalcInit?isshtp=yes');
    expect(bad.statusCode).toBe(400);
    expectFieldError(bad.json(), 'isshtp');
  });

  it('CalcListCategory lists every top category with conditions, in catalogue order', async () => {
    const { items } = (await get('/srv/CalcListCategory')).json() as {
      items: { guid: string; title: string; rate: number }[];
    };
    const tops = await gateway.database.db
      .select({ title: schema.categories.title })
      .from(schema.categories)
      .where(isNull(schema.categories.parentId))
      .orderBy(asc(schema.categories.sort));
    expect(items.map((item) => item.title)).toEqual(tops.map((top) => top.title));
    expect(items[0]?.title).toBe('Тракторы');
    expect(new Set(items.map((item) => item.guid)).size).toBe(items.length);
    expect(items.every((item) => item.rate >= 14 && item.rate <= 19)).toBe(true);
  });

  it('GetBorderConditions answers the bounds of a category by guid, and a subcategory those of its top', async () => {
    const byGuid = (await get(`/srv/GetBorderConditions?guid_category=${tractors.guid}`)).json();
    expect(byGuid).toMatchObject({
      guid_category: tractors.guid,
      title: 'Тракторы',
      max_advance: 49,
      min_term: 12,
    });
    expect(byGuid.min_advance).toBeLessThanOrEqual(byGuid.default_advance);
    expect(byGuid.programmes[0].rate).toBeLessThan(byGuid.rate);
    const [sub] = await gateway.database.db
      .select({ uri: schema.categories.uri })
      .from(schema.categories)
      .where(eq(schema.categories.parentId, tractors.id))
      .limit(1);
    const bySub = (await get(`/srv/GetBorderConditions?guid_category=${sub?.uri}`)).json();
    expect(bySub.guid_category).toBe(tractors.guid);
  });

  it('GetBorderConditions refuses an unknown or missing category with 400 naming guid_category', async () => {
    const unknown = await get('/srv/GetBorderConditions?guid_category=00000000-0000-0000-0000-000000000000');
    expect(unknown.statusCode).toBe(400);
    expectFieldError(unknown.json(), 'guid_category');
    const missing = await get('/srv/GetBorderConditions');
    expect(missing.statusCode).toBe(400);
    expectFieldError(missing.json(), 'guid_category');
  });

  it('Calc answers the figures and a schedule whose principal sums to the financed amount', async () => {
    const response = await get(
      `/srv/Calc?price=1000000&advance=0&term=12&guid_category=&date_start=2026-01-15&repayment_code=1`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      price: 1_000_000,
      advance: 0,
      financed: 1_000_000,
      term: 12,
      rate: 17,
    });
    expect(body.schedule).toHaveLength(12);
    expect(body.schedule[0]).toMatchObject({ number: 1, date: '2026-02-15' });
    const principal = body.schedule.reduce(
      (sum: number, row: { principal: number }) => sum + row.principal * 100,
      0,
    );
    expect(Math.round(principal)).toBe(100_000_000);
    expect(body.total).toBeCloseTo(body.advance + body.financed + body.interest, 2);
    expect(body.tax_savings.vat).toBeCloseTo((body.total * 20) / 120, 2);
  });

  it('Calc draws a regressive schedule and a seasonal one paying only in the chosen months', async () => {
    const common = `price=3000000&advance=20&term=24&date_start=2026-03-01&guid_category=${tractors.guid}`;
    const regressive = (await get(`/srv/Calc?${common}&repayment_code=2&RegressionCoef=0.7`)).json();
    expect(regressive.RegressionCoef).toBe(0.7);
    expect(regressive.schedule[12].payment / regressive.schedule[0].payment).toBeCloseTo(0.7, 3);
    const seasonal = (await get(`/srv/Calc?${common}&repayment_code=9&months[]=10&months[]=9`)).json();
    expect(seasonal.months).toEqual([9, 10]);
    const paying = seasonal.schedule.filter((row: { payment: number }) => row.payment > 0);
    expect(paying.map((row: { date: string }) => row.date.slice(5, 7))).toEqual(['09', '10', '09', '10']);
  });

  it('Calc lowers the rate under a state-support programme', async () => {
    const base = `price=3000000&advance=20&term=36&guid_category=${tractors.guid}`;
    const plain = (await get(`/srv/Calc?${base}`)).json();
    const supported = (await get(`/srv/Calc?${base}&state_support=1&id_programme=minselhoz`)).json();
    expect(supported.rate).toBe(Math.max(5, plain.rate - 10));
    expect(supported.id_programme).toBe('minselhoz');
    expect(supported.monthly_payment).toBeLessThan(plain.monthly_payment);
    const unknown = await get(`/srv/Calc?${base}&state_support=1&id_programme=nope`);
    expect(unknown.statusCode).toBe(400);
    expectFieldError(unknown.json(), 'id_programme');
  });

  it.each([
    ['advance above the bound', 'price=1000000&advance=60&term=36', 'advance'],
    ['advance below the bound', 'price=1000000&advance=-1&term=36', 'advance'],
    ['term 0', 'price=1000000&advance=20&term=0', 'term'],
    ['term above the bound', 'price=1000000&advance=20&term=85', 'term'],
    ['negative price', 'price=-5&advance=20&term=36', 'price'],
    ['price not a number', 'price=abc&advance=20&term=36', 'price'],
    ['missing term', 'price=1000000&advance=20', 'term'],
    ['unknown category', 'price=1000000&advance=20&term=36&guid_category=no-such', 'guid_category'],
    ['unknown schedule type', 'price=1000000&advance=20&term=36&repayment_code=5', 'repayment_code'],
    [
      'regression coefficient out of range',
      'price=1000000&advance=20&term=36&repayment_code=2&RegressionCoef=3',
      'RegressionCoef',
    ],
    ['month 13', 'price=1000000&advance=20&term=36&repayment_code=9&months=13', 'months[0]'],
  ])('Calc refuses %s with 400 naming the field', async (_case, query, prop) => {
    const response = await get(`/srv/Calc?${query}`);
    expect(response.statusCode).toBe(400);
    expectFieldError(response.json(), prop);
  });

  it('CalcOnProduct estimates a product at its category defaults and links to the prefilled calculator', async () => {
    const [product] = await gateway.database.db
      .select({ id: schema.products.id, price: schema.products.price })
      .from(schema.products)
      .limit(1);
    if (!product) throw new Error('no product');
    const body = (await get(`/srv/CalcOnProduct?id_product=${product.id}`)).json();
    expect(body).toMatchObject({ id_product: product.id, price: product.price });
    expect(body.monthly_payment).toBeGreaterThan(0);
    expect(body.calculator_url).toMatch(
      /^\/calculator\/\?price=\d+&advance=\d+&term=\d+&guid_category=[0-9a-f-]+$/,
    );
    expect((await get('/srv/CalcOnProduct?id_product=99999999')).statusCode).toBe(404);
    const bad = await get('/srv/CalcOnProduct?id_product=abc');
    expect(bad.statusCode).toBe(400);
    expectFieldError(bad.json(), 'id_product');
  });

  it('CalcPdf answers the offer as a PDF, and the Calc error shape on bad input', async () => {
    const response = await get(`/srv/CalcPdf?price=2500000&advance=20&term=24&repayment_code=9&months=9,10`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="agroleasing-offer-/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const bad = await get('/srv/CalcPdf?price=2500000&advance=20&term=0');
    expect(bad.statusCode).toBe(400);
    expectFieldError(bad.json(), 'term');
  });

  it('KPRequest stores the file under a random name and the request, answering its number', async () => {
    const form = multipart(
      { phone: '+7 (912) 345-67-89', comment: 'Трактор, 2 шт.', 'g-recaptcha-response': LOCAL_CAPTCHA_TOKEN },
      { name: 'kp.pdf', bytes: SMALL_PDF },
    );
    const response = await gateway.app.inject({ method: 'POST', url: '/srv/KPRequest', ...form });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true });
    const [row] = await gateway.database.db
      .select()
      .from(schema.kpRequests)
      .where(eq(schema.kpRequests.id, body.id));
    expect(row).toMatchObject({
      phone: '+79123456789',
      comment: 'Трактор, 2 шт.',
      fileTitle: 'kp.pdf',
      mimeType: 'application/pdf',
    });
    expect(row?.storedName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(await readdir(uploads)).toContain(row?.storedName);
    expect(await readFile(join(uploads, row?.storedName ?? ''))).toEqual(SMALL_PDF);
  });

  it.each([
    ['a wrong phone', { phone: '12-34', ...CAPTCHA }, SMALL_PDF, 'phone'],
    ['a phone of another country', { phone: '+44 20 7946 0958', ...CAPTCHA }, SMALL_PDF, 'phone'],
    ['no phone', { phone: '', ...CAPTCHA }, SMALL_PDF, 'phone'],
    [
      'a file that is not a PDF or an image, whatever its name',
      { phone: '+79123456789', ...CAPTCHA },
      Buffer.from('MZ\x90\x00'),
      'file',
    ],
    ['no file', { phone: '+79123456789', ...CAPTCHA }, undefined, 'file'],
  ])('KPRequest refuses %s with 400 naming the field', async (_case, fields, bytes, prop) => {
    const form = multipart(fields, bytes ? { name: 'kp.pdf', bytes } : undefined);
    const response = await gateway.app.inject({ method: 'POST', url: '/srv/KPRequest', ...form });
    expect(response.statusCode).toBe(400);
    expectFieldError(response.json(), prop);
  });

  it('KPRequest refuses a file over 15 MB and a request that is not multipart', async () => {
    const big = Buffer.concat([SMALL_PDF, Buffer.alloc(15_728_640)]);
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/srv/KPRequest',
      ...multipart({ phone: '+79123456789', ...CAPTCHA }, { name: 'big.pdf', bytes: big }),
    });
    expect(response.statusCode).toBe(413);
    expectFieldError(response.json(), 'file');
    const form = await gateway.app.inject({
      method: 'POST',
      url: '/srv/KPRequest',
      payload: 'phone=%2B79123456789',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
  });
});
