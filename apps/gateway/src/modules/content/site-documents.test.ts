import { testDrivers } from '@agrolease/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { pdfPageTexts } from '../../testing/pdf-text.ts';

const PACKAGES = [
  'client_docs',
  'investors_reports',
  'investors_insiders',
  'tenders',
  'providers',
  'documentflow',
  'legal',
  'factoring',
];

describe.each(testDrivers())('published documents on %s', (driver) => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
  });
  afterAll(() => gateway.close());

  const get = (url: string) => gateway.app.inject({ method: 'GET', url });

  it('renders every document of every package as the type its address names, with its text', async () => {
    for (const code of PACKAGES) {
      const { items } = (await get(`/srv/GetPackageByCode?code=${code}`)).json();
      expect(items.length).toBeGreaterThan(0);
      for (const document of items) {
        const response = await get(`/srv/GetDocFile?code=${document.code}`);
        expect(response.statusCode, document.code).toBe(200);
        const file = response.json();
        expect(file).toMatchObject({ success: true, title: document.title, mime_type: document.mimeType });
        expect(document.url.endsWith(`/${file.file_name}`)).toBe(true);
        const bytes = Buffer.from(file.content, 'base64');
        if (file.mime_type === 'application/pdf') {
          expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
          const text = (await pdfPageTexts(bytes)).join(' ');
          expect(text).toContain('Агролизинг');
        } else {
          // A ZIP holding the WordprocessingML body with the title.
          expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
          expect(bytes.includes(Buffer.from('word/document.xml'))).toBe(true);
        }
      }
    }
  });

  it('writes the rules of leasing into the leasing rules', async () => {
    const file = (await get('/srv/GetDocFile?code=leasing_rules')).json();
    const text = (await pdfPageTexts(Buffer.from(file.content, 'base64'))).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain('Правила лизинга');
    expect(text).toContain('12 месяцев');
  });

  it('answers 404 for an unknown code and 400 for a bad one', async () => {
    expect((await get('/srv/GetDocFile?code=nothing')).statusCode).toBe(404);
    const bad = await get('/srv/GetDocFile?code=../../etc/passwd');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, errors_list: [{ prop: 'code' }] });
    expect((await get('/srv/GetDocFile')).statusCode).toBe(400);
  });
});
