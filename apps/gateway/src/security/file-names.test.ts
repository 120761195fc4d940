import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { parse } from 'content-disposition';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../testing/build-test-gateway.ts';
import { type CabinetSession, SMALL_PDF, signInAs } from '../testing/cabinet-session.ts';

/**
 * Issue "Trust, second round" §2 (decision 0152): a file kept the name its sender chose, so PDF
 * bytes named `invoice.html` or `.exe`, or a name with a right-to-left override that shows
 * `exe.pdf`, downloaded under that name. The download name now ends with the extension of the
 * type the bytes proved; control and bidirectional characters never reach a name.
 */
const RLO = '\u202e';
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const HIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** The name a browser saves the download under (filename* before filename), and the header. */
function savedName(response: LightMyRequestResponse): { name: string; header: string } {
  const header = String(response.headers['content-disposition'] ?? '');
  return { name: parse(header).parameters.filename ?? '', header };
}

describe.each(testDrivers())('names of sent files on %s', (driver) => {
  let gateway: TestGateway;
  let client: CabinetSession;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    client = await signInAs(gateway, 'client');
  });
  afterAll(() => gateway.close());

  const upload = (name: string, bytes = SMALL_PDF) =>
    client.upload('/srv/SetFile', { files: [{ field: 'file', name, bytes, type: 'text/html' }] });

  it.each([
    ['invoice.html', 'invoice.html', 'invoice.pdf'],
    ['setup.exe', 'setup.exe', 'setup.pdf'],
    [`invoice${RLO}fdp.exe`, 'invoicefdp.exe', 'invoicefdp.pdf'],
    ['a\u0001b\u0085\u200e\u2066c.pdf', 'abc.pdf', 'abc.pdf'],
    ['Счёт № 15.html', 'Счёт № 15.html', 'Счёт № 15.pdf'],
  ])('PDF bytes sent as %j keep %j as their label and download as %j', async (sent, label, download) => {
    const response = await upload(sent);
    expect(response.statusCode).toBe(200);
    const file = response.json();
    expect(file).toMatchObject({ title: label, mime_type: 'application/pdf' });

    for (const url of [`${file.src}?download=1`, file.src]) {
      const served = await client.get(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('application/pdf');
      const { name, header } = savedName(served);
      expect(name).toBe(download);
      expect(header).not.toMatch(HIDDEN);
      expect(header).not.toMatch(/%E2%80%AE|%E2%81%A6|%C2%85/i);
      // The ASCII fallback for old clients ends the same way.
      expect(/filename="([^"]*)"/.exec(header)?.[1]).toMatch(/\.pdf$/);
    }
    const got = await client.get(`/srv/GetFile?id=${file.id}`);
    expect(got.json().title).toBe(label);
  });

  it('a file stored before the fix under a name with an override still downloads under a clean name', async () => {
    const file = (await upload('scan.pdf')).json();
    await gateway.database.db
      .update(schema.cabinetFiles)
      .set({ title: `report${RLO}fdp.exe` })
      .where(eq(schema.cabinetFiles.id, file.id));
    const { name, header } = savedName(await client.get(`${file.src}?download=1`));
    expect(name).toBe('reportfdp.pdf');
    expect(header).not.toMatch(HIDDEN);
  });

  it('a JPEG named .pdf downloads as .jpg with its own type', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    const file = (await upload('passport.pdf', jpeg)).json();
    const served = await client.get(`${file.src}?download=1`);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(savedName(served).name).toBe('passport.jpg');
  });

  it('a complaint attachment sent as base64 gets the same label and download name', async () => {
    const posted = await client.post('/srv/CabinetPostComplaint', {
      text: 'Проверка имени файла во вложении обращения',
      id_UListItem: '1',
      id_File: SMALL_PDF.toString('base64'),
      file_name: `act${RLO}fdp.exe`,
    });
    expect(posted.statusCode).toBe(200);
    const [row] = await gateway.database.db
      .select({ id: schema.cabinetFiles.id, title: schema.cabinetFiles.title })
      .from(schema.cabinetFiles)
      .where(eq(schema.cabinetFiles.title, 'actfdp.exe'));
    expect(row).toBeDefined();
    expect(savedName(await client.get(`/srv/files/${row?.id}?download=1`)).name).toBe('actfdp.pdf');
  });
});
