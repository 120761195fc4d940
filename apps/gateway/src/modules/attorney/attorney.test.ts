import { schema } from '@agrolease/db';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPdf } from '../../pdf/render-pdf.ts';
import {
  attorneyXml,
  FIXTURE_NUMBER,
  FIXTURE_REPRESENTATIVE,
  personCertificate,
  ruDayFromToday,
  signedAttorney,
} from '../../testing/attorney-fixtures.ts';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { type CabinetSession, SMALL_PDF, signInAs } from '../../testing/cabinet-session.ts';
import { signCms } from '../../testing/openssl-pki.ts';
import { insertTestDocument, newClient } from '../../testing/signing-fixtures.ts';

const SCAN_FIELDS = {
  attorney_type: 'scan',
  canCSPAttorneyNumber: '77/2026',
  canCSPDate: ruDayFromToday(-1),
  canCSPDateExpired: ruDayFromToday(200),
  customPosition: 'Главный бухгалтер',
};

const M4D_FIELDS = {
  attorney_type: 'm4d',
  m4d_number: FIXTURE_NUMBER,
  canCSPDate: ruDayFromToday(-1),
  canCSPDateExpired: ruDayFromToday(365),
  customPosition: 'Главный бухгалтер',
  inn: FIXTURE_REPRESENTATIVE.inn,
  snils: '123-456-789 64',
};

describe.each(testDrivers())('attorney calls on %s', (driver) => {
  let gateway: TestGateway;
  let clients = 0;
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver });
  });
  afterAll(() => gateway.close());

  /** A client of its own (the demo client's INN) with one contact person. */
  async function clientWithContact() {
    clients += 1;
    // A person of the demo client's company: the МЧД fixtures are that company's.
    const client = await newClient(gateway, `attorney-${driver}-${clients}`, { ofDemoClient: 'confirmed' });
    await gateway.database.db
      .update(schema.accounts)
      .set({ agreementsAcceptedAt: new Date() })
      .where(eq(schema.accounts.id, client.accountId));
    const saved = await client.session.post('/srv/SetContact', {
      name: FIXTURE_REPRESENTATIVE.name,
      position: 'Главный бухгалтер',
      phone: '+7 900 111-22-33',
      email: 'buh@example.ru',
    });
    expect(saved.statusCode).toBe(200);
    return { ...client, contactId: saved.json().contact.id as number };
  }

  /** The messages of an account about one attorney, oldest first. */
  const feedOf = (accountId: number, attorneyId: number) =>
    gateway.database.db
      .select({ title: schema.cabinetMessages.title, kind: schema.cabinetMessages.kind })
      .from(schema.cabinetMessages)
      .where(
        and(
          eq(schema.cabinetMessages.accountId, accountId),
          eq(schema.cabinetMessages.entity, 'attorney'),
          eq(schema.cabinetMessages.entityId, attorneyId),
        ),
      )
      .orderBy(asc(schema.cabinetMessages.id));

  const wizard = (session: CabinetSession, form: Record<string, string>) =>
    session.post('/srv/CabinetAttorneyWizard', form);

  async function draftWithDetails(session: CabinetSession, contactId: number, fields = SCAN_FIELDS) {
    const reply = await wizard(session, { step: '1', submit: '1', id_contact: String(contactId), ...fields });
    expect(reply.statusCode).toBe(200);
    return reply.json().wizard.id_object as number;
  }

  it('goes through the wizard with a scan at step 2, shows the attorney in the contacts, and revokes it', async () => {
    const { session, contactId, accountId } = await clientWithContact();
    const first = await wizard(session, {});
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ wizard: { step: 1, id_object: null }, max_size: 15_728_640 });
    expect(first.json().FormBuilder.items.map((item: { field: string }) => item.field)).toContain(
      'm4d_number',
    );

    const details = await wizard(session, {
      step: '1',
      submit: '1',
      id_contact: String(contactId),
      ...SCAN_FIELDS,
    });
    expect(details.statusCode).toBe(200);
    const id = details.json().wizard.id_object as number;
    expect(details.json().wizard).toMatchObject({ step: 2, maxstep: 2 });

    const empty = await wizard(session, { step: '2', submit: '1', id_object: String(id) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors_list[0]).toMatchObject({ prop: 'file' });

    const uploaded = await session.upload('/srv/CabinetAttorneyWizard', {
      fields: { step: '2', submit: '1', id_object: String(id) },
      files: [{ field: 'file', name: 'Доверенность 77.pdf', bytes: SMALL_PDF }],
    });
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().wizard.step).toBe(3);
    expect(uploaded.json().attorney.scans[0]).toMatchObject({ name: 'Доверенность 77.pdf' });

    const stored = await wizard(session, { step: '3', submit: '1', id_object: String(id) });
    expect(stored.statusCode).toBe(200);
    expect(stored.json()).toMatchObject({
      wizard: { finished: true },
      attorney: { status: 'pending', status_title: 'На проверке', number: '77/2026', attorney_type: 'scan' },
    });

    const contacts = await session.get('/srv/GetContacts');
    const contact = contacts.json().items.find((item: { id: number }) => item.id === contactId);
    expect(contact.attorney).toMatchObject({ id, status: 'pending' });

    const revoked = await session.get(`/srv/CabinetRevokeAttorney?id_contact=${contactId}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toMatchObject({
      attorney: { status: 'revoked' },
      message: 'Доверенность 77/2026 отозвана',
    });
    const again = await session.get(`/srv/CabinetRevokeAttorney?id_contact=${contactId}`);
    expect(again.statusCode).toBe(409);
    // Its holder was told of each: stored for the manager's check, then revoked (issue 37).
    expect(await feedOf(accountId, id)).toEqual([
      { title: 'Доверенность 77/2026 отправлена на проверку', kind: 'compliance' },
      { title: 'Доверенность 77/2026 отозвана', kind: 'compliance' },
    ]);
  });

  it('answers bad input with 400 naming the field', async () => {
    const { session, contactId } = await clientWithContact();
    const missing = await wizard(session, {
      step: '1',
      submit: '1',
      id_contact: String(contactId),
      ...SCAN_FIELDS,
      canCSPDate: '',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors_list).toEqual([{ prop: 'canCSPDate', error: 'Обязательное поле' }]);
    const badStep = await wizard(session, { step: 'x' });
    expect(badStep.statusCode).toBe(400);
    expect(badStep.json().errors_list[0]).toMatchObject({ prop: 'step' });
    const badSnils = await wizard(session, {
      step: '1',
      submit: '1',
      id_contact: String(contactId),
      ...M4D_FIELDS,
      snils: '123-456-789 65',
    });
    expect(badSnils.json().errors_list[0]).toMatchObject({ prop: 'snils' });
    const revoke = await session.get('/srv/CabinetRevokeAttorney?id_contact=abc');
    expect(revoke.statusCode).toBe(400);
    expect(revoke.json().errors_list[0]).toMatchObject({ prop: 'id_contact' });
    const set = await session.post('/srv/CabinetSetAttorneyV2', {
      id_contact: String(contactId),
      ...SCAN_FIELDS,
    });
    expect(set.statusCode).toBe(400);
    expect(set.json().errors_list[0]).toMatchObject({ prop: 'file' });
    const supply = await session.post('/srv/CabinetSupplyAttorneyCreateWizard', { action: 'Delete' });
    expect(supply.statusCode).toBe(400);
    expect(supply.json().errors_list[0]).toMatchObject({ prop: 'action' });
  });

  it("answers 404 for another company's contact or attorney", async () => {
    const owner = await clientWithContact();
    const stranger = await clientWithContact();
    const id = await draftWithDetails(owner.session, owner.contactId);
    expect((await wizard(stranger.session, { step: '2', id_object: String(id) })).statusCode).toBe(404);
    const foreignContact = await wizard(stranger.session, {
      step: '1',
      submit: '1',
      id_contact: String(owner.contactId),
      ...SCAN_FIELDS,
    });
    expect(foreignContact.statusCode).toBe(404);
    expect(
      (
        await stranger.session.post('/srv/CabinetSupplyAttorneyCreateWizard', {
          action: 'Finish',
          id_object: String(id),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await stranger.session.post('/srv/CabinetSetAttorneyV2', { id_object: String(id) })).statusCode,
    ).toBe(404);
    expect(
      (await stranger.session.get(`/srv/CabinetRevokeAttorney?id_contact=${owner.contactId}`)).statusCode,
    ).toBe(404);
  });

  it('sends a caller without the agreements to /pd/ (errcode agreements)', async () => {
    const { session, accountId } = await clientWithContact();
    await gateway.database.db
      .update(schema.accounts)
      .set({ agreementsAcceptedAt: null })
      .where(eq(schema.accounts.id, accountId));
    const reply = await wizard(session, {});
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toMatchObject({ errcode: 'agreements' });
    const supply = await session.post('/srv/CabinetSupplyAttorneyCreateWizard', { action: 'Load' });
    expect(supply.json()).toMatchObject({ errcode: 'agreements' });
  });

  it('answers 403 to the back office', async () => {
    const manager = await signInAs(gateway, 'manager');
    expect((await manager.post('/srv/CabinetAttorneyWizard', {})).statusCode).toBe(403);
    expect(
      (await manager.post('/srv/CabinetSupplyAttorneyCreateWizard', { action: 'Load' })).statusCode,
    ).toBe(403);
    expect((await manager.post('/srv/CabinetSetAttorneyV2', { id_object: '1' })).statusCode).toBe(403);
    expect((await manager.get('/srv/CabinetRevokeAttorney?id_contact=1')).statusCode).toBe(403);
  });

  it('refuses the revoking GET from another site (decision 0079)', async () => {
    const { session, contactId } = await clientWithContact();
    const response = await gateway.app.inject({
      method: 'GET',
      url: `/srv/CabinetRevokeAttorney?id_contact=${contactId}`,
      headers: { cookie: `authToken=${session.token}`, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
  });

  it("the contact-person wizard moves to step '2', takes scans as file[0] and stores the attorney", async () => {
    const { session, contactId } = await clientWithContact();
    const saved = await session.post('/srv/CabinetSupplyAttorneyCreateWizard', {
      step: '1',
      id_contact: String(contactId),
      ...SCAN_FIELDS,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      step: '2',
      canCSPAttorneyNumber: '77/2026',
      customPosition: 'Главный бухгалтер',
    });
    const id = String(saved.json().id_object);
    const scans = await session.upload('/srv/CabinetSupplyAttorneyCreateWizard', {
      fields: { action: 'Scans', id_object: id },
      files: [
        { field: 'file[0]', name: 'стр1.pdf', bytes: SMALL_PDF },
        { field: 'file[1]', name: 'стр2.pdf', bytes: SMALL_PDF },
      ],
    });
    expect(scans.statusCode).toBe(200);
    expect(scans.json()).toMatchObject({
      success: true,
      error: '',
      items: [{ name: 'стр1.pdf' }, { name: 'стр2.pdf' }],
    });
    const finished = await session.post('/srv/CabinetSupplyAttorneyCreateWizard', {
      action: 'Finish',
      id_object: id,
    });
    expect(finished.json()).toMatchObject({ step: '2', attorney: { status: 'pending' } });
  });

  it('CabinetSetAttorneyV2 stores one with a scan from SetFile and replaces the one before', async () => {
    const { session, contactId } = await clientWithContact();
    const upload = async () =>
      (
        await session.upload('/srv/SetFile', {
          files: [{ field: 'file', name: 'скан.pdf', bytes: SMALL_PDF }],
        })
      ).json().id as number;
    const first = await session.post('/srv/CabinetSetAttorneyV2', {
      id_contact: String(contactId),
      ...SCAN_FIELDS,
      id_file: String(await upload()),
    });
    expect(first.statusCode).toBe(200);
    const second = await session.post('/srv/CabinetSetAttorneyV2', {
      id_contact: String(contactId),
      ...SCAN_FIELDS,
      canCSPAttorneyNumber: '78/2026',
      id_file: String(await upload()),
    });
    expect(second.json()).toMatchObject({ attorney: { status: 'pending', number: '78/2026' } });
    const [earlier] = await gateway.database.db
      .select()
      .from(schema.attorneys)
      .where(eq(schema.attorneys.id, first.json().attorney.id));
    expect(earlier?.status).toBe('replaced');
  });

  describe('the back office review of paper attorneys (decision 0155)', () => {
    let manager: CabinetSession;
    beforeAll(async () => {
      manager = await signInAs(gateway, 'manager');
    });

    async function storedPaper(session: CabinetSession, contactId: number, number: string) {
      const id = await draftWithDetails(session, contactId, { ...SCAN_FIELDS, canCSPAttorneyNumber: number });
      await session.upload('/srv/CabinetAttorneyWizard', {
        fields: { step: '2', submit: '1', id_object: String(id) },
        files: [{ field: 'file', name: 'Скан доверенности.pdf', bytes: SMALL_PDF }],
      });
      const stored = await wizard(session, { step: '3', submit: '1', id_object: String(id) });
      expect(stored.json().attorney).toMatchObject({ status: 'pending', status_title: 'На проверке' });
      return id;
    }

    const decide = (form: Record<string, string>) => manager.post('/srv/Backoffice/Attorney/Decide', form);

    it('keeps a stored paper attorney на проверке until a manager accepts it, then it replaces the one in force', async () => {
      const { session, contactId } = await clientWithContact();
      const first = await storedPaper(session, contactId, '81/2026');
      const queue = (await manager.get('/srv/Backoffice/Attorneys?status=pending')).json();
      expect(queue.items.find((item: { id: number }) => item.id === first)).toMatchObject({
        status: 'pending',
        contact: FIXTURE_REPRESENTATIVE.name,
        number: '81/2026',
        scans: [{ name: 'Скан доверенности.pdf' }],
      });
      expect((await decide({ id_object: String(first), decision: 'accepted' })).json()).toMatchObject({
        attorney: { status: 'active', status_title: 'Действует' },
      });
      expect((await decide({ id_object: String(first), decision: 'accepted' })).statusCode).toBe(409);

      // a newer paper one waits while the accepted one stays in force
      const second = await storedPaper(session, contactId, '82/2026');
      const rows = await gateway.database.db
        .select()
        .from(schema.attorneys)
        .where(eq(schema.attorneys.contactId, contactId));
      expect(rows.find((row) => row.id === first)?.status).toBe('active');
      await decide({ id_object: String(second), decision: 'accepted' });
      const after = await gateway.database.db
        .select()
        .from(schema.attorneys)
        .where(eq(schema.attorneys.contactId, contactId));
      expect(after.find((row) => row.id === first)?.status).toBe('replaced');
      expect(after.find((row) => row.id === second)?.status).toBe('active');
    });

    it('refuses one only with a reason, which the client reads', async () => {
      const { session, contactId } = await clientWithContact();
      const id = await storedPaper(session, contactId, '83/2026');
      const bare = await decide({ id_object: String(id), decision: 'refused' });
      expect(bare.statusCode).toBe(400);
      expect(bare.json()).toMatchObject({
        success: false,
        errors_list: [{ prop: 'reason', error: 'Укажите причину отказа' }],
      });
      const refused = await decide({ id_object: String(id), decision: 'refused', reason: 'Скан нечитаем' });
      expect(refused.json()).toMatchObject({
        attorney: { status: 'refused', review_reason: 'Скан нечитаем' },
      });
      const contact = (await session.get('/srv/GetContacts'))
        .json()
        .items.find((item: { id: number }) => item.id === contactId);
      expect(contact.attorney).toMatchObject({ id, status: 'refused', status_title: 'Отклонена' });
    });

    it('answers 403 to a client, 404 for an unknown or machine-readable one, 400 for a bad decision', async () => {
      const { session } = await clientWithContact();
      expect((await session.get('/srv/Backoffice/Attorneys')).statusCode).toBe(403);
      expect(
        (await session.post('/srv/Backoffice/Attorney/Decide', { id_object: '1', decision: 'accepted' }))
          .statusCode,
      ).toBe(403);
      expect((await decide({ id_object: '999999', decision: 'accepted' })).statusCode).toBe(404);
      const bad = await decide({ id_object: '1', decision: 'maybe' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error_message).toBe('Выберите решение');
    });
  });

  it('takes an МЧД signed by the head and refuses one signed by someone else', async () => {
    const { session, contactId, accountId } = await clientWithContact();
    const id = await draftWithDetails(session, contactId, M4D_FIELDS as never);
    const xml = attorneyXml();
    const foreign = await session.upload('/srv/CabinetAttorneyWizard', {
      fields: { step: '2', id_object: String(id) },
      files: [
        { field: 'xml_file', name: 'ON_EMCHD.xml', bytes: xml },
        { field: 'sig_file', name: 'ON_EMCHD.xml.sig', bytes: signCms(personCertificate(), xml) },
      ],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors_list[0]).toMatchObject({ prop: 'sig_file' });
    expect(foreign.json().error_message).toMatch(/не выдан руководителю/);

    const other = signedAttorney({ companyInn: '7701234560' });
    const otherCompany = await session.upload('/srv/CabinetAttorneyWizard', {
      fields: { step: '2', id_object: String(id) },
      files: [
        { field: 'xml_file', name: 'ON_EMCHD.xml', bytes: other.xml },
        { field: 'sig_file', name: 'ON_EMCHD.xml.sig', bytes: other.sig },
      ],
    });
    expect(otherCompany.json().error_message).toMatch(/другой организацией/);

    const signed = signedAttorney();
    const accepted = await session.upload('/srv/CabinetAttorneyWizard', {
      fields: { step: '2', submit: '1', id_object: String(id) },
      files: [
        { field: 'xml_file', name: 'ON_EMCHD.xml', bytes: signed.xml },
        { field: 'sig_file', name: 'ON_EMCHD.xml.sig', bytes: signed.sig },
      ],
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().attorney).toMatchObject({
      attorney_type: 'm4d',
      number: FIXTURE_NUMBER,
      powers: [{ code: 'AGROLEASE_SIGN' }, { code: 'AGROLEASE_APPLY' }],
    });
    expect(accepted.json().attorney.signed_by).toMatch(/Петров Иван Сергеевич/);
    const stored = await wizard(session, { step: '3', submit: '1', id_object: String(id) });
    expect(stored.json().attorney.status).toBe('active');
    expect(await feedOf(accountId, id)).toEqual([
      { title: `Доверенность ${FIXTURE_NUMBER} добавлена`, kind: 'compliance' },
    ]);
  });

  it('answers an МЧД nested too deep, too large or with entities with 400 in Russian, never 500', async () => {
    const { session, contactId } = await clientWithContact();
    const id = await draftWithDetails(session, contactId, M4D_FIELDS as never);
    const valid = attorneyXml().toString('utf8');
    const nested = (depth: number) =>
      valid.replace('</Доверенность>', `${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}</Доверенность>`);
    const large = valid.replace('</Доверенность>', `<!--${'x'.repeat(2_000_000)}--></Доверенность>`);
    const external = valid.replace(
      '<Доверенность',
      '<!DOCTYPE Доверенность [<!ENTITY ext SYSTEM "file:///etc/passwd">]><Доверенность',
    );
    const cases: [string, string, RegExp][] = [
      ['200 000 nested tags (1.4 MB)', nested(200_000), /больше 1 МБ/],
      ['100 000 nested tags (700 KB)', nested(100_000), /слишком глубокая вложенность/],
      ['2 MB of XML', large, /больше 1 МБ/],
      ['an external entity', external, /DOCTYPE/],
    ];
    for (const [, xml, message] of cases) {
      const bytes = Buffer.from(xml, 'utf8');
      const reply = await session.upload('/srv/CabinetAttorneyWizard', {
        fields: { step: '2', id_object: String(id) },
        files: [
          { field: 'xml_file', name: 'ON_EMCHD.xml', bytes },
          { field: 'sig_file', name: 'ON_EMCHD.xml.sig', bytes: signCms(personCertificate(), bytes) },
        ],
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ success: false, errors_list: [{ prop: 'xml_file' }] });
      expect(reply.json().error_message).toMatch(message);
    }
  });

  describe('the signer rule', () => {
    async function documentToSign() {
      const client = await clientWithContact();
      const bytes = await renderPdf({ content: [{ text: 'Договор лизинга, подписанный сотрудником' }] });
      const document = await insertTestDocument(gateway, client.session, client.accountId, {
        title: 'Договор',
        bytes,
      });
      return { ...client, document, bytes };
    }
    const sign = (session: CabinetSession, id: number, bytes: Buffer) =>
      session.post('/srv/CabinetDocumentSign', {
        method: 'csp',
        id_object: String(id),
        dataCSP: signCms(personCertificate(), bytes).toString('base64'),
      });

    async function storeAttorney(session: CabinetSession, contactId: number, powers?: string[]) {
      const id = await draftWithDetails(session, contactId, M4D_FIELDS as never);
      const signed = signedAttorney(powers ? { powers } : {});
      const uploaded = await session.upload('/srv/CabinetAttorneyWizard', {
        fields: { step: '2', submit: '1', id_object: String(id) },
        files: [
          { field: 'xml_file', name: 'ON_EMCHD.xml', bytes: signed.xml },
          { field: 'sig_file', name: 'ON_EMCHD.xml.sig', bytes: signed.sig },
        ],
      });
      expect(uploaded.statusCode).toBe(200);
      expect((await wizard(session, { step: '3', submit: '1', id_object: String(id) })).statusCode).toBe(200);
    }

    it("refuses a person's certificate without an МЧД, and signs under one with the signing power", async () => {
      const { session, contactId, document, bytes } = await documentToSign();
      const refused = await sign(session, document.id, bytes);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error_message).toMatch(
        /не руководителю организации.*машиночитаемую доверенность/,
      );
      await storeAttorney(session, contactId);
      const signed = await sign(session, document.id, bytes);
      expect(signed.statusCode).toBe(200);
      expect(signed.json().documents[0]).toMatchObject({
        state: 'signed',
        signer: FIXTURE_REPRESENTATIVE.name,
      });
    });

    it('refuses under an МЧД without the signing power, and after it is revoked', async () => {
      const { session, contactId, document, bytes } = await documentToSign();
      await storeAttorney(session, contactId, ['AGROLEASE_APPLY']);
      const refused = await sign(session, document.id, bytes);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error_message).toMatch(/не даёт права подписывать/);
      await session.get(`/srv/CabinetRevokeAttorney?id_contact=${contactId}`);
      expect((await sign(session, document.id, bytes)).json().error_message).toMatch(/не руководителю/);
    });
  });
});
