import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { type CabinetSession, SMALL_PDF, signInAs } from '../../testing/cabinet-session.ts';
import { otherAccreditedSupplier } from '../../testing/supplier-sessions.ts';

const { catalogueGeneration } = schema;

/** A PNG by its signature: the gateway checks the type from the bytes (decision 0060). */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

describe.each(testDrivers())("the supplier's content section on %s", (driver) => {
  let gateway: TestGateway;
  let supplier: CabinetSession;
  let other: CabinetSession;
  let client: CabinetSession;
  let agent: CabinetSession;
  let notAccredited: CabinetSession;
  let supplierId: number;

  const generation = async () =>
    (await gateway.database.db.select().from(catalogueGeneration))[0]?.value ?? 0;
  const publicPage = async () =>
    (await gateway.app.inject({ url: `/srv/GetSupplier?id=${supplierId}` })).json();

  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
    supplier = await signInAs(gateway, 'supplier');
    other = await otherAccreditedSupplier(gateway, 'supplier-content-other');
    client = await signInAs(gateway, 'client');
    agent = await signInAs(gateway, 'agent');
    notAccredited = await signInAs(gateway, 'supplier-new');
    supplierId = (await supplier.get('/srv/SupplierContentCard')).json().card.supplier_id;
  });
  afterAll(() => gateway.close());

  it('edits the company card, shown on the public page at once', async () => {
    const before = await generation();
    const card = (await supplier.get('/srv/SupplierContentCard')).json().card;
    expect(card.public_url).toBe(`/providers/${supplierId}/`);
    const logo = (
      await supplier.upload('/srv/SetFile', { files: [{ field: 'file', name: 'logo.png', bytes: PNG }] })
    ).json().id;
    const saved = await supplier.post('/srv/SupplierContentCard/Save', {
      description: 'Дилер тракторов и комбайнов в Черноземье',
      site: 'agrotech-vrn.ru',
      phone: '+7 (473) 200-10-20',
      email: 'sales@agrotech-vrn.ru',
      id_File_logo: String(logo),
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().card).toMatchObject({ phone: '+7 (473) 200-10-20', logo: { id: logo } });
    expect(await generation()).toBeGreaterThan(before);
    const page = await publicPage();
    expect(page).toMatchObject({
      description: 'Дилер тракторов и комбайнов в Черноземье',
      site: 'agrotech-vrn.ru',
      phone: '+7 (473) 200-10-20',
      email: 'sales@agrotech-vrn.ru',
    });
    const image = await gateway.app.inject({ url: page.logo });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/png');
    // Another file is not public as a logo.
    const pdf = (
      await supplier.upload('/srv/SetFile', { files: [{ field: 'file', name: 'a.pdf', bytes: SMALL_PDF }] })
    ).json().id;
    expect((await gateway.app.inject({ url: `/srv/providers/logo/${pdf}` })).statusCode).toBe(404);
    // The logo is an image, and the supplier's own upload.
    const notImage = await supplier.post('/srv/SupplierContentCard/Save', { id_File_logo: String(pdf) });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().errors_list[0]).toMatchObject({ prop: 'id_File_logo' });
    const foreign = (
      await other.upload('/srv/SetFile', { files: [{ field: 'file', name: 'x.png', bytes: PNG }] })
    ).json().id;
    expect(
      (await supplier.post('/srv/SupplierContentCard/Save', { id_File_logo: String(foreign) })).statusCode,
    ).toBe(404);
    // Bad input: Russian messages per field.
    const bad = await supplier.post('/srv/SupplierContentCard/Save', {
      site: 'не сайт',
      phone: 'звоните',
      email: 'почта',
    });
    expect(bad.statusCode).toBe(400);
    const props = bad
      .json()
      .errors_list.map((item: { prop: string }) => item.prop)
      .sort();
    expect(props).toEqual(['email', 'phone', 'site']);
    expect(bad.json().errors_list[0].error).toMatch(/[а-я]/i);
    // The other supplier's card is its own.
    expect((await other.get('/srv/SupplierContentCard')).json().card.phone).toBe('');
  });

  it('adds, corrects and deletes points of sale and service; another supplier 404', async () => {
    const added = await supplier.post('/srv/SupplierStore/Save', {
      kind: 'service',
      title: 'Сервисный центр на Левом берегу',
      address: 'г. Воронеж, ул. Ленинградская, 120',
      phone: '+7 473 200-30-40',
      hours: 'Пн–Пт 8:00–18:00',
      lat: '51.6615',
      lon: '39.2305',
    });
    expect(added.statusCode).toBe(200);
    const store = added
      .json()
      .items.find((item: { title: string }) => item.title === 'Сервисный центр на Левом берегу');
    expect(store).toMatchObject({ kind: 'service', kind_title: 'Сервис', lat: 51.6615, lon: 39.2305 });
    const noCoordinates = await supplier.post('/srv/SupplierStore/Save', {
      kind: 'sale',
      title: 'Площадка продаж',
      address: 'Воронежская обл., г. Россошь, ул. Мира, 5',
    });
    expect(noCoordinates.statusCode).toBe(200);
    expect(
      noCoordinates.json().items.find((item: { title: string }) => item.title === 'Площадка продаж'),
    ).toMatchObject({ lat: null, lon: null, hours: '' });

    const fixed = await supplier.post('/srv/SupplierStore/Save', {
      id_object: String(store.id),
      kind: 'sale',
      title: 'Салон на Левом берегу',
      address: 'г. Воронеж, ул. Ленинградская, 120',
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().items.find((item: { id: number }) => item.id === store.id)).toMatchObject({
      kind: 'sale',
      title: 'Салон на Левом берегу',
      lat: null,
    });
    const page = await publicPage();
    expect(page.stores.map((item: { title: string }) => item.title)).toContain('Салон на Левом берегу');

    expect((await other.get('/srv/SupplierStores')).json().items).toEqual([]);
    const foreign = await other.post('/srv/SupplierStore/Save', {
      id_object: String(store.id),
      kind: 'sale',
      title: 'Чужая точка',
      address: 'г. Москва, ул. Тверская, 1',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await other.post('/srv/SupplierStore/Delete', { id_object: String(store.id) })).statusCode).toBe(
      404,
    );

    const bad = await supplier.post('/srv/SupplierStore/Save', {
      kind: 'warehouse',
      title: '',
      address: '',
      lat: '95',
    });
    expect(bad.statusCode).toBe(400);
    const props = bad.json().errors_list.map((item: { prop: string }) => item.prop);
    expect(props).toEqual(expect.arrayContaining(['kind', 'title', 'address', 'lat']));
    const half = await supplier.post('/srv/SupplierStore/Save', {
      kind: 'sale',
      title: 'Точка',
      address: 'г. Воронеж, ул. Кольцовская, 1',
      lat: '51.6',
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors_list[0]).toMatchObject({
      prop: 'lon',
      error: 'Укажите обе координаты или ни одной',
    });

    const deleted = await supplier.post('/srv/SupplierStore/Delete', { id_object: String(store.id) });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().items.some((item: { id: number }) => item.id === store.id)).toBe(false);
    expect(
      (await supplier.post('/srv/SupplierStore/Delete', { id_object: String(store.id) })).statusCode,
    ).toBe(404);
  });

  it('publishes PDF, JPEG or PNG documents with a public download; removal closes it', async () => {
    const pdf = (
      await supplier.upload('/srv/SetFile', {
        files: [{ field: 'file', name: 'certificate.pdf', bytes: SMALL_PDF }],
      })
    ).json().id;
    const added = await supplier.post('/srv/SupplierPublicDocument/Add', {
      id_File: String(pdf),
      kind: 'certificate',
      title: 'Сертификат дилера МТЗ',
    });
    expect(added.statusCode).toBe(200);
    const document = added
      .json()
      .items.find((item: { title: string }) => item.title === 'Сертификат дилера МТЗ');
    expect(document).toMatchObject({ kind_title: 'Сертификат', mime_type: 'application/pdf' });
    expect(
      (
        await supplier.post('/srv/SupplierPublicDocument/Add', {
          id_File: String(pdf),
          kind: 'other',
          title: 'Ещё раз',
        })
      ).statusCode,
    ).toBe(400);

    const page = await publicPage();
    expect(page.documents.map((item: { url: string }) => item.url)).toContain(document.url);
    const download = await gateway.app.inject({ url: document.url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Only the supplier's own upload, and only a PDF, JPEG or PNG.
    const foreign = (
      await other.upload('/srv/SetFile', { files: [{ field: 'file', name: 'x.pdf', bytes: SMALL_PDF }] })
    ).json().id;
    expect(
      (
        await supplier.post('/srv/SupplierPublicDocument/Add', {
          id_File: String(foreign),
          kind: 'other',
          title: 'Чужой',
        })
      ).statusCode,
    ).toBe(404);
    const bad = await supplier.post('/srv/SupplierPublicDocument/Add', {
      id_File: 'x',
      kind: 'passport',
      title: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors_list.map((item: { prop: string }) => item.prop)
        .sort(),
    ).toEqual(['id_File', 'kind', 'title']);
    expect(
      (await other.post('/srv/SupplierPublicDocument/Delete', { id_object: String(document.id) })).statusCode,
    ).toBe(404);
    expect((await other.get('/srv/SupplierPublicDocuments')).json().items).toEqual([]);

    const removed = await supplier.post('/srv/SupplierPublicDocument/Delete', {
      id_object: String(document.id),
    });
    expect(removed.statusCode).toBe(200);
    expect((await gateway.app.inject({ url: document.url })).statusCode).toBe(404);
    // A file that was never published is not public.
    expect((await gateway.app.inject({ url: '/srv/providers/document/2000000000' })).statusCode).toBe(404);
    expect((await gateway.app.inject({ url: '/srv/providers/document/x' })).statusCode).toBe(400);
  });

  it('is for an accredited supplier: a client or an agent 403, a supplier not accredited 403, a guest 401', async () => {
    const gets = ['/srv/SupplierContentCard', '/srv/SupplierStores', '/srv/SupplierPublicDocuments'];
    const posts: [string, Record<string, string>][] = [
      ['/srv/SupplierContentCard/Save', { phone: '+7 900 000-00-00' }],
      ['/srv/SupplierStore/Save', { kind: 'sale', title: 'Точка', address: 'г. Воронеж, ул. Мира, 1' }],
      ['/srv/SupplierStore/Delete', { id_object: '1' }],
      ['/srv/SupplierPublicDocument/Add', { id_File: '1', kind: 'other', title: 'Документ' }],
      ['/srv/SupplierPublicDocument/Delete', { id_object: '1' }],
    ];
    for (const session of [client, agent, notAccredited]) {
      for (const url of gets) expect((await session.get(url)).statusCode, url).toBe(403);
      for (const [url, body] of posts) expect((await session.post(url, body)).statusCode, url).toBe(403);
    }
    for (const url of gets)
      expect((await gateway.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
  });
});
