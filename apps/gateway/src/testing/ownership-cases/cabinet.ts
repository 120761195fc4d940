import { schema } from '@agrolease/db';
import { eq } from 'drizzle-orm';
import { SMALL_PDF } from '../cabinet-session.ts';
import type { OwnershipCaseSet } from '../ownership.ts';

/**
 * The cabinet calls that take an object id: orders, payments by order, their files (schedule,
 * payments XLSX), messages, draft delete.
 */
export const cabinetOwnershipCases: OwnershipCaseSet = async ({ gateway, owner }) => {
  const { db } = gateway.database;
  const [client] = await db
    .select({ id: schema.accounts.id })
    .from(schema.accounts)
    .where(eq(schema.accounts.login, 'client'));
  const accountId = client?.id ?? 0;
  const [order] = await db
    .select({ id: schema.cabinetOrders.id })
    .from(schema.cabinetOrders)
    .where(eq(schema.cabinetOrders.accountId, accountId))
    .limit(1);
  const upload = (
    await owner.upload('/srv/SetFile', { files: [{ field: 'file', name: 'm.pdf', bytes: SMALL_PDF }] })
  ).json();
  const [message] = await db
    .insert(schema.cabinetMessages)
    .values({ accountId, title: 'С вложением', body: 'Файл', fileId: upload.id })
    .returning();
  const [draft] = await db.insert(schema.applications).values({ accountId, status: 'draft' }).returning();
  return [
    { call: 'GetCabinetOrder', send: (session) => session.get(`/srv/GetCabinetOrder?id_order=${order?.id}`) },
    {
      call: 'GetCabinetPayments (id_order)',
      send: (session) => session.get(`/srv/GetCabinetPayments?id_order=${order?.id}`),
    },
    {
      call: 'GetCabinetPayments/Report (id_order)',
      send: (session) => session.get(`/srv/GetCabinetPayments/Report?id_order=${order?.id}`),
    },
    {
      call: 'GetCabinetOrder/Schedule (xlsx)',
      send: (session) => session.get(`/srv/GetCabinetOrder/Schedule?id_order=${order?.id}&format=xlsx`),
    },
    {
      call: 'GetCabinetOrder/Schedule (pdf)',
      send: (session) => session.get(`/srv/GetCabinetOrder/Schedule?id_order=${order?.id}&format=pdf`),
    },
    {
      call: 'GetCabinetMessage',
      personal: true,
      send: (session) => session.get(`/srv/GetCabinetMessage?id_message=${message?.id}`),
    },
    {
      call: 'GetCabinetMessage/GetDocument',
      personal: true,
      send: (session) => session.get(`/srv/GetCabinetMessage/GetDocument?id_message=${message?.id}`),
    },
    {
      call: 'CabinetApplicationUncompletedDelete',
      send: (session) =>
        session.post('/srv/CabinetApplicationUncompletedDelete', { id_object: String(draft?.id) }),
    },
  ];
};
