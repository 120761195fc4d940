import { schema } from '@agrolease/db';
import { eq } from 'drizzle-orm';
import { renderPdf } from '../../pdf/render-pdf.ts';
import type { OwnershipCaseSet } from '../ownership.ts';
import {
  acceptSesAgreement,
  accountIdOf,
  insertDraftApplication,
  insertTestDocument,
  makeCertificate,
  signCms,
} from '../signing-fixtures.ts';

/** Signing calls about the owner's documents, applications and contacts. */
export const signingOwnershipCases: OwnershipCaseSet = async ({ gateway, owner }) => {
  const accountId = await accountIdOf(gateway, 'client');
  const [account] = await gateway.database.db
    .select()
    .from(schema.accounts)
    .where(eq(schema.accounts.id, accountId));
  if (!account) throw new Error('no demo client');
  await acceptSesAgreement(gateway, accountId, account.phone);
  const certificate = makeCertificate({
    cn: 'Петров Иван Сергеевич',
    inn: account.inn,
    ogrn: '1',
    snils: '2',
  });
  const pdf = (title: string) => renderPdf({ content: [title] });

  const documentBytes = await pdf('Документ для КЭП');
  const document = await insertTestDocument(gateway, owner, accountId, {
    title: 'КЭП',
    bytes: documentBytes,
  });

  const cspApplication = await insertDraftApplication(gateway, accountId);
  const cspBytes = await pdf('Заявка КЭП');
  const cspDocument = await insertTestDocument(gateway, owner, accountId, {
    title: 'Заявка КЭП',
    bytes: cspBytes,
    entity: 'application',
    entityId: cspApplication.id,
  });

  const sesApplication = await insertDraftApplication(gateway, accountId);
  await insertTestDocument(gateway, owner, accountId, {
    title: 'Заявка ПЭП',
    bytes: await pdf('Заявка ПЭП'),
    entity: 'application',
    entityId: sesApplication.id,
  });

  const [contact] = await gateway.database.db
    .insert(schema.contacts)
    .values({
      accountId,
      name: 'Сидорова Анна',
      phone: '+79000000901',
      email: 'anna@example.ru',
      // Only a phone confirmed by a code may take signing codes (decision 0155).
      phoneVerified: true,
      finished: true,
    })
    .returning();
  if (!contact) throw new Error('no contact');

  return [
    {
      call: 'CabinetDocumentSign',
      send: (session) =>
        session.post('/srv/CabinetDocumentSign', {
          method: 'csp',
          id_object: String(document.id),
          dataCSP: signCms(certificate, documentBytes).toString('base64'),
        }),
    },
    {
      call: 'CabinetApplicationSign',
      send: (session) =>
        session.post('/srv/CabinetApplicationSign', {
          method: 'csp',
          id_object: String(cspApplication.id),
          [`dataCSP[${cspDocument.id}]`]: signCms(certificate, cspBytes).toString('base64'),
        }),
    },
    {
      call: 'CabinetApplicationSignSES',
      send: (session) => session.get(`/srv/CabinetApplicationSignSES?id_object=${sesApplication.id}`),
    },
    {
      call: 'SESAgreement (id_Contact)',
      send: (session) => session.get(`/srv/SESAgreement?step=2&id_Contact=${contact.id}`),
    },
  ];
};
