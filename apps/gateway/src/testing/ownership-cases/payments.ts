import { schema } from '@agrolease/db';
import { and, eq, isNull } from 'drizzle-orm';
import type { OwnershipCaseSet } from '../ownership.ts';

/** The invoice of an unpaid payment, as data and as a PDF: the company's, nobody else's. */
export const paymentOwnershipCases: OwnershipCaseSet = async ({ gateway }) => {
  const { db } = gateway.database;
  const [payment] = await db
    .select({ id: schema.payments.id })
    .from(schema.payments)
    .innerJoin(schema.accounts, eq(schema.accounts.id, schema.payments.accountId))
    .where(and(eq(schema.accounts.login, 'client'), isNull(schema.payments.paidAt)))
    .limit(1);
  return [
    {
      call: 'GetCabinetPaymentInvoice',
      send: (session) => session.get(`/srv/GetCabinetPaymentInvoice?id_payment=${payment?.id}`),
    },
    {
      call: 'GetCabinetPaymentInvoice/Pdf',
      send: (session) => session.get(`/srv/GetCabinetPaymentInvoice/Pdf?id_payment=${payment?.id}`),
    },
  ];
};
