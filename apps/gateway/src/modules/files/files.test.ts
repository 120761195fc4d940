import { testDrivers } from '@agrolease/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import {
  type CabinetSession,
  SMALL_PDF,
  sessionWith,
  signInAs,
  signInAsNewClient,
} from '../../testing/cabinet-session.ts';

describe.each(testDrivers())('file calls on %s', (driver) => {
  let gateway: TestGateway;
  let client: CabinetSession;
  let stranger: CabinetSession;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    client = await signInAs(gateway, 'client');
    stranger = await signInAsNewClient(gateway, 'files-stranger');
  });
  afterAll(() => gateway.close());

  const uploadPdf = (session: CabinetSession, name = 'Устав.pdf', bytes = SMALL_PDF) =>
    session.upload('/srv/SetFile', { files: [{ field: 'file', name, bytes }] });

  it('SetFile stores a PDF and GetFile and the download give the same bytes back', async () => {
    const response = await uploadPdf(client);
    expect(response.statusCode).toBe(200);
    const uploaded = response.json();
    expect(uploaded).toMatchObject({ success: true, title: 'Устав.pdf', mime_type: 'application/pdf' });
    expect(uploaded.src).toBe(`/srv/files/${uploaded.id}`);

    const file = await client.get(`/srv/GetFile?id=${uploaded.id}`);
    expect(file.statusCode).toBe(200);
    expect(Buffer.from(file.json().content, 'base64').equals(SMALL_PDF)).toBe(true);

    const download = await client.get(`${uploaded.src}?download=1`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(
      "filename*=UTF-8''%D0%A3%D1%81%D1%82%D0%B0%D0%B2.pdf",
    );
    expect(download.rawPayload.equals(SMALL_PDF)).toBe(true);
  });

  it("another client's file is 404 by every path, a manager may read it", async () => {
    const { id } = (await uploadPdf(client)).json();
    for (const url of [`/srv/GetFile?id=${id}`, `/srv/files/${id}`]) {
      const response = await stranger.get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, error_message: 'Файл не найден' });
    }
    const manager = await signInAs(gateway, 'manager');
    expect((await manager.get(`/srv/files/${id}`)).statusCode).toBe(200);
  });

  it('refuses a guest, a file of another type and a missing file with readable errors', async () => {
    const guest = sessionWith(gateway, '');
    expect((await uploadPdf(guest)).statusCode).toBe(401);

    const script = await uploadPdf(client, 'invoice.pdf', Buffer.from('#!/bin/sh\necho hi\n'));
    expect(script.statusCode).toBe(400);
    expect(script.json().errors_list[0]).toMatchObject({ prop: 'file' });
    expect(script.json().error_message).toMatch(/^Допустимые форматы/);

    const empty = await client.upload('/srv/SetFile', { fields: { note: 'x' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error_message).toBe('Выберите файл');
  });

  it('refuses a file over 15 MB with 413', async () => {
    const big = Buffer.alloc(15_728_640 + 1, 0x20);
    SMALL_PDF.copy(big);
    const response = await uploadPdf(client, 'big.pdf', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().errors_list[0]).toMatchObject({ prop: 'file', error: 'Файл больше 15 МБ' });
  });
});
