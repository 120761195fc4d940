import type { payments as contract } from '@agrolease/contracts';
import type { DbExecutor } from '@agrolease/db';
import {
  buildPaymentQrText,
  leasePaymentPurpose,
  moscowDay,
  paymentPenalty,
  roublesToKopecks,
} from '@agrolease/domain';
import type { PaymentTerms } from '../../config.ts';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import { renderPdf } from '../../pdf/render-pdf.ts';
import { loadSnapshot, paymentItems } from '../cabinet/index.ts';
import { invoicePdfDefinition } from './invoice-pdf.ts';
import { paymentQrSvg } from './payment-qr-svg.ts';
import { payerOfOrder } from './queries.ts';

export interface InvoiceDeps {
  db: DbExecutor;
  now: () => Date;
  terms: PaymentTerms;
}

/**
 * What to pay one of the company's unpaid payments with (issue 38, decision 0168): the payee's
 * requisites, a purpose naming the contract and the payment's day, the penalty of an overdue one
 * up to today, and the ГОСТ Р 56042 QR code of the whole sum. A partly paid payment asks what
 * remains of it, and its penalty runs on that remainder (decision 0184). Another company's payment is 404,
 * a paid one 409.
 */
export async function paymentInvoice(
  deps: InvoiceDeps,
  session: SessionRecord,
  paymentId: number,
): Promise<contract.TPaymentInvoice> {
  const today = moscowDay(deps.now());
  const snapshot = await loadSnapshot(deps.db, session.accountId, today);
  const item = paymentItems(snapshot).find((payment) => payment.id === paymentId);
  const order = snapshot.orders.find((row) => row.id === item?.id_order);
  if (!item || !order) throw new AppError('NOT_FOUND', 'Платёж не найден');
  if (item.paid_at) throw new AppError('CONFLICT', 'Этот платёж уже оплачен');
  // What remains of a partly paid payment is what the penalty runs on and the QR asks (decision 0184).
  const paymentKopecks = roublesToKopecks(item.payment_sum);
  const paidKopecks = roublesToKopecks(item.paid_sum);
  const sumKopecks = roublesToKopecks(item.remaining_sum);
  const penalty = item.isOverdue
    ? paymentPenalty({
        dueKopecks: sumKopecks,
        dueDay: item.payment_date,
        onDay: today,
        rateMillionths: deps.terms.penaltyRateMillionths,
      })
    : { days: 0, kopecks: 0 };
  const purpose = leasePaymentPurpose({
    contractName: order.contractName,
    contractDay: order.contractDate,
    number: item.number,
    dueDay: item.payment_date,
    penaltyKopecks: penalty.kopecks,
    remainder: paidKopecks > 0,
  });
  const totalKopecks = sumKopecks + penalty.kopecks;
  const { requisites } = deps.terms;
  const qrText = buildPaymentQrText({
    Name: requisites.name,
    PersonalAcc: requisites.account,
    BankName: requisites.bankName,
    BIC: requisites.bic,
    CorrespAcc: requisites.correspondentAccount,
    PayeeINN: requisites.inn,
    KPP: requisites.kpp,
    Purpose: purpose,
    Sum: totalKopecks,
  });
  return {
    id_payment: item.id,
    id_order: item.id_order,
    contract_name: order.contractName,
    contractdate: order.contractDate,
    number: item.number,
    payment_date: item.payment_date,
    isOverdue: item.isOverdue,
    days_overdue: penalty.days,
    penalty_rate: deps.terms.penaltyRate,
    payment_kopecks: paymentKopecks,
    paid_kopecks: paidKopecks,
    sum_kopecks: sumKopecks,
    penalty_kopecks: penalty.kopecks,
    total_kopecks: totalKopecks,
    purpose,
    requisites: {
      name: requisites.name,
      inn: requisites.inn,
      kpp: requisites.kpp,
      account: requisites.account,
      bank_name: requisites.bankName,
      bic: requisites.bic,
      correspondent_account: requisites.correspondentAccount,
    },
    qr_text: qrText,
    qr_svg: await paymentQrSvg(qrText),
  };
}

/** The invoice of the same payment as a PDF, with the same figures and QR code. */
export async function paymentInvoicePdf(deps: InvoiceDeps, session: SessionRecord, paymentId: number) {
  const invoice = await paymentInvoice(deps, session, paymentId);
  const payer = await payerOfOrder(deps.db, invoice.id_order);
  const today = moscowDay(deps.now());
  const pdf = await renderPdf(
    invoicePdfDefinition({ invoice, payer: payer ?? { title: '', inn: '', kpp: '' }, day: today }),
  );
  const number = `${invoice.contract_name}-${invoice.number}`.replace(/[^\p{L}\d-]+/gu, '-');
  return { filename: `Счёт ${number}.pdf`, pdf };
}
