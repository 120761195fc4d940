import type { services, TCallReply } from '@agrolease/contracts';
import type { Database } from '@agrolease/db';
import {
  COMPLAINT_STATUS_TITLE,
  calendarDays,
  dayKind,
  hasCalendarFor,
  isWorkDay,
  parseCalendarDate,
} from '@agrolease/domain';
import { AppError } from '../../errors/app-error.ts';
import { findComplaintByCode } from '../complaints/index.ts';
import {
  countFaqMarks,
  faqExists,
  findFaqItems,
  findFaqTypes,
  findFines,
  findServiceRequestByCode,
  upsertFaqMark,
} from './queries.ts';

export async function finesOf(
  db: Database,
  filter: { contract_number?: string; inn?: string },
): Promise<TCallReply<typeof services.getCabinetFines>> {
  const rows = await findFines(db, { contractNumber: filter.contract_number, inn: filter.inn });
  const items = rows.map((row) => ({
    resolution: row.resolution,
    date: row.date,
    article: row.article,
    vehicle: row.vehicle,
    contract_number: row.contractNumber,
    amount: row.amount,
    isPaid: row.paid === 1,
  }));
  const sum = (list: typeof items) =>
    Math.round(list.reduce((total, item) => total + item.amount, 0) * 100) / 100;
  return { items, total: sum(items), unpaid: sum(items.filter((item) => !item.isPaid)) };
}

const STATUS_TITLES = COMPLAINT_STATUS_TITLE;

export async function complaintStatus(
  db: Database,
  code: string,
): Promise<TCallReply<typeof services.getComplaintStatus>> {
  const complaint = await findComplaintByCode(db, code.toUpperCase());
  if (complaint) {
    // A cabinet complaint (ОБ-…): its status by number, the same three as a feedback request's;
    // the answer may name contracts and sums, so it is read in the cabinet only (decision 0065).
    const status = (
      complaint.status in STATUS_TITLES ? complaint.status : 'received'
    ) as keyof typeof STATUS_TITLES;
    return {
      code: complaint.code,
      status,
      status_title: STATUS_TITLES[status],
      datePost: complaint.createdAt.toISOString(),
      ResponseContent: status === 'answered' ? 'Ответ направлен в личный кабинет' : '',
    };
  }
  const row = await findServiceRequestByCode(db, code.toUpperCase(), ['feedback', 'support']);
  if (!row) throw new AppError('NOT_FOUND', 'Обращение с таким номером не найдено');
  const status = (row.status in STATUS_TITLES ? row.status : 'received') as keyof typeof STATUS_TITLES;
  return {
    code: row.code,
    status,
    status_title: STATUS_TITLES[status],
    datePost: row.createdAt.toISOString(),
    ResponseContent: row.response,
  };
}

function requireCalendarYear(year: number, prop: string): void {
  if (!hasCalendarFor(year)) {
    const message = `Производственный календарь на ${year} год не загружен`;
    throw new AppError('BAD_REQUEST', message, { fieldErrors: [{ prop, error: message }] });
  }
}

export function workDays(year: number, month?: number): TCallReply<typeof services.getWorkDays> {
  requireCalendarYear(year, 'year');
  const items = calendarDays(year, month).map((day) => ({ ...day, is_work_day: isWorkDay(day.date) }));
  return { year, month: month ?? null, work_days: items.filter((day) => day.is_work_day).length, items };
}

export function workDay(text: string): TCallReply<typeof services.isWorkDay> {
  const date = parseCalendarDate(text);
  if (!date) {
    const message = 'Укажите дату в формате yyyy-MM-dd или dd.MM.yyyy';
    throw new AppError('BAD_REQUEST', message, { fieldErrors: [{ prop: 'date', error: message }] });
  }
  requireCalendarYear(Number(date.slice(0, 4)), 'date');
  return { date, kind: dayKind(date), is_work_day: isWorkDay(date) };
}

export async function faqList(
  db: Database,
  type: string | undefined,
  clientId: string | undefined,
): Promise<TCallReply<typeof services.getFAQList>> {
  const [items, types] = await Promise.all([findFaqItems(db, type || undefined, clientId), findFaqTypes(db)]);
  return {
    items: items.map((item) => ({ ...item, mark: item.mark === null ? null : Number(item.mark) })),
    types,
  };
}

export async function markFaq(
  db: Database,
  clientId: string,
  id: number,
  useful: 0 | 1,
): Promise<TCallReply<typeof services.setFAQMark>> {
  if (!(await faqExists(db, id))) throw new AppError('NOT_FOUND', 'Вопрос не найден');
  await upsertFaqMark(db, id, clientId, useful);
  return { success: true, id, ...(await countFaqMarks(db, id)) };
}
