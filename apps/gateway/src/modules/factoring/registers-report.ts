import type { factoring as contract } from '@agrolease/contracts';
import { listSheet, listWorkbook } from '../../xlsx/list-workbook.ts';

/**
 * FactoringReports/Registers (spec 1 §2 `factoring/reports`, decision 0088): two sheets, the
 * registers with their state and money, and every invoice with its register.
 */
export function registersWorkbook(
  registers: readonly contract.TFactoringRegister[],
  invoices: readonly contract.TFactoringInvoice[],
  generatedAt: Date,
): Promise<Buffer> {
  return listWorkbook({
    title: 'Реестры факторинга',
    generatedAt,
    sheets: [
      listSheet(
        'Реестры',
        [
          { header: 'Реестр', width: 16, value: (item) => item.number },
          { header: 'Покупатель', width: 36, value: (item) => item.customer.title },
          { header: 'ИНН покупателя', width: 16, value: (item) => item.customer.inn },
          { header: 'Состояние', width: 34, value: (item) => item.status_title },
          { header: 'Накладных', width: 11, value: (item) => item.invoices },
          { header: 'Сумма, ₽', width: 16, value: (item) => item.total, money: true },
          { header: 'Аванс, ₽', width: 16, value: (item) => item.advance, money: true },
          { header: 'Профинансировано, ₽', width: 20, value: (item) => item.financed_sum, money: true },
          { header: 'Ответ покупателя', width: 40, value: (item) => item.customer_comment },
        ],
        registers,
      ),
      listSheet(
        'Накладные',
        [
          { header: 'Реестр', width: 16, value: (invoice) => invoice.register_number },
          { header: 'Накладная', width: 14, value: (invoice) => invoice.number },
          { header: 'Дата', width: 12, value: (invoice) => invoice.issued },
          { header: 'Срок оплаты', width: 12, value: (invoice) => invoice.due },
          { header: 'Что поставлено', width: 40, value: (invoice) => invoice.delivery },
          { header: 'Сумма, ₽', width: 16, value: (invoice) => invoice.amount, money: true },
        ],
        invoices,
      ),
    ],
  });
}
