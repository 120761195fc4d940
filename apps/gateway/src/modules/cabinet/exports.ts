import type { cabinet } from '@agrolease/contracts';
import { APPLICATION_STATUS_TITLE, formatMoscowDate, isApplicationStatus } from '@agrolease/domain';
import type { DownloadFile } from '../../http/register-download.ts';
import type { SessionRecord } from '../../http/session.ts';
import {
  EXPORT_ROW_LIMIT,
  type ListColumn,
  listSheet,
  listWorkbook,
  XLSX_MIME,
} from '../../xlsx/list-workbook.ts';
import { orderSchedulePdf } from './schedule-pdf.ts';
import {
  type CabinetDeps,
  cabinetApplications,
  cabinetOrder,
  cabinetOrders,
  cabinetPayments,
} from './service.ts';

type Payment = cabinet.TPaymentItem;
type Filters<T> = Omit<T, 'page' | 'items_per_page'>;

type ExportFile = DownloadFile;

const day = (value: string | null) => (value ? formatMoscowDate(value, '') : '');
const dayOfFile = (now: Date) => formatMoscowDate(now);

function paymentState(payment: Payment): string {
  if (payment.paid_at) return 'Оплачен';
  if (payment.paid_sum > 0) return payment.isOverdue ? 'Просрочен, оплачен частично' : 'Оплачен частично';
  return payment.isOverdue ? 'Просрочен' : 'Ожидается';
}

const PAYMENT_COLUMNS: ListColumn<Payment>[] = [
  { header: 'Договор', width: 22, value: (row) => row.contract_name },
  { header: '№ платежа', width: 10, value: (row) => row.number },
  { header: 'Дата платежа', width: 14, value: (row) => day(row.payment_date) },
  { header: 'Сумма, ₽', width: 16, value: (row) => row.payment_sum, money: true },
  { header: 'Состояние', width: 14, value: paymentState },
  { header: 'Оплачен', width: 14, value: (row) => day(row.paid_at) },
  // A partly paid payment (decision 0184): what is paid and what remains.
  { header: 'Оплачено, ₽', width: 16, value: (row) => row.paid_sum, money: true },
  { header: 'Осталось, ₽', width: 16, value: (row) => row.remaining_sum, money: true },
];

const PAYMENT_STATE_TITLE: Record<string, string> = {
  all: 'Все',
  overdue: 'Просроченные',
  upcoming: 'Предстоящие',
  paid: 'Оплаченные',
};

/** The payments list as the page filtered it (state, contract), every page of it. */
export async function paymentsReport(
  deps: CabinetDeps,
  session: SessionRecord,
  filters: Filters<{ state: string; id_order?: number }>,
): Promise<ExportFile> {
  const list = await cabinetPayments(deps, session, {
    ...filters,
    page: 1,
    items_per_page: EXPORT_ROW_LIMIT,
  });
  const contract = filters.id_order ? list.items[0]?.contract_name : undefined;
  const now = deps.now();
  return {
    label: `Платежи ${dayOfFile(now)}`,
    mimeType: XLSX_MIME,
    bytes: await listWorkbook({
      title: 'Платежи по договорам лизинга',
      generatedAt: now,
      filters: [
        { label: 'Показаны', value: PAYMENT_STATE_TITLE[filters.state] ?? filters.state },
        ...(contract ? [{ label: 'Договор', value: contract }] : []),
      ],
      sheets: [listSheet('Платежи', PAYMENT_COLUMNS, list.items, list.count)],
    }),
  };
}

/** The client's lease contracts with their sums, what is paid and what is overdue. */
export async function ordersReport(deps: CabinetDeps, session: SessionRecord): Promise<ExportFile> {
  const list = await cabinetOrders(deps, session, { page: 1, items_per_page: EXPORT_ROW_LIMIT });
  const now = deps.now();
  return {
    label: `Договоры лизинга ${dayOfFile(now)}`,
    mimeType: XLSX_MIME,
    bytes: await listWorkbook({
      title: 'Договоры лизинга',
      generatedAt: now,
      sheets: [
        listSheet(
          'Договоры',
          [
            { header: 'Договор', width: 22, value: (row) => row.contract_name },
            { header: 'Дата договора', width: 14, value: (row) => day(row.contractdate) },
            { header: 'Состояние', width: 22, value: (row) => row.StatusSherp },
            { header: 'Сумма договора, ₽', width: 18, value: (row) => row.sum, money: true },
            { header: 'Оплачено, ₽', width: 16, value: (row) => row.paid_sum, money: true },
            { header: 'Просрочено, ₽', width: 16, value: (row) => row.overdue_sum, money: true },
            {
              header: 'Следующий платёж',
              width: 16,
              value: (row) => day(row.next_payment?.payment_date ?? null),
            },
            {
              header: 'Сумма следующего, ₽',
              width: 18,
              value: (row) => row.next_payment?.payment_sum ?? null,
              money: true,
            },
            { header: 'Отгрузка', width: 14, value: (row) => day(row.datePlannedShipment) },
          ],
          list.items,
          list.count,
        ),
      ],
    }),
  };
}

/** The applications list as the page filtered it (finished or current, status, number, dates). */
export async function applicationsReport(
  deps: CabinetDeps,
  session: SessionRecord,
  filters: Filters<Parameters<typeof cabinetApplications>[2]>,
): Promise<ExportFile> {
  const list = await cabinetApplications(deps, session, {
    ...filters,
    page: 1,
    items_per_page: EXPORT_ROW_LIMIT,
  });
  const now = deps.now();
  const status =
    filters.status && isApplicationStatus(filters.status) ? APPLICATION_STATUS_TITLE[filters.status] : '';
  return {
    label: `Заявки ${dayOfFile(now)}`,
    mimeType: XLSX_MIME,
    bytes: await listWorkbook({
      title: filters.isfinished === 1 ? 'Отправленные заявки на лизинг' : 'Текущие заявки на лизинг',
      generatedAt: now,
      filters: [
        ...(status ? [{ label: 'Статус', value: status }] : []),
        ...(filters.code ? [{ label: 'Номер содержит', value: filters.code }] : []),
        ...(filters.appdatefrom ? [{ label: 'С', value: day(filters.appdatefrom) }] : []),
        ...(filters.appdateto ? [{ label: 'По', value: day(filters.appdateto) }] : []),
      ],
      sheets: [
        listSheet(
          'Заявки',
          [
            { header: 'Заявка', width: 16, value: (row) => row.extcode },
            { header: 'Дата', width: 12, value: (row) => day(row.appDate) },
            { header: 'Статус', width: 26, value: (row) => row.OrderStatus },
            { header: 'Техника', width: 60, value: (row) => row.products.join('; ') },
            { header: 'Сумма, ₽', width: 16, value: (row) => row.productsSumm, money: true },
          ],
          list.items,
          list.count,
        ),
      ],
    }),
  };
}

/** One order's payment schedule as XLSX or PDF, with its totals (another company's order: 404). */
export async function orderScheduleReport(
  deps: CabinetDeps,
  session: SessionRecord,
  query: { id_order: number; format: 'xlsx' | 'pdf' },
): Promise<ExportFile> {
  const order = await cabinetOrder(deps, session, query.id_order);
  const now = deps.now();
  const label = `График платежей ${order.order.contract_name}`;
  if (query.format === 'pdf') {
    return {
      label,
      mimeType: 'application/pdf',
      bytes: await orderSchedulePdf(order, session.account.companyTitle, now),
    };
  }
  return {
    label,
    mimeType: XLSX_MIME,
    bytes: await listWorkbook({
      title: `График платежей по договору ${order.order.contract_name}`,
      generatedAt: now,
      filters: [
        { label: 'Договор', value: `${order.order.contract_name} от ${day(order.order.contractdate)}` },
        { label: 'Лизингополучатель', value: session.account.companyTitle },
      ],
      sheets: [listSheet('График платежей', PAYMENT_COLUMNS.slice(1), order.schedule)],
    }),
  };
}
