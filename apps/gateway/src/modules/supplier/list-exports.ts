import type { supplier, supplierDeliveries, supplierLeads } from '@agrolease/contracts';
import {
  DELIVERY_STATUS_TITLE,
  LEAD_STATE_TITLE,
  PRODUCT_CHANGE_STATUS_TITLE,
  SPECIAL_OFFER_STATUS_TITLE,
  SUPPLIER_COMPLAINT_STATUS_TITLE,
} from '@agrolease/domain';
import { cellDay, cellTime, type ListExport, type RowOf } from '../../http/register-list-export.ts';

const machines = (lines: readonly { title: string; quantity: number }[]) =>
  lines.map((line) => (line.quantity > 1 ? `${line.title} × ${line.quantity}` : line.title)).join('; ');

/** Suppliers' changes of their cards for the managers as XLSX (decision 0184): the status applied. */
export const PRODUCT_CHANGES_EXPORT: ListExport<RowOf<typeof supplier.backofficeProductChanges>> = {
  title: 'Изменения карточек поставщиков',
  file: 'Изменения карточек',
  columns: [
    { header: '№', width: 8, value: (row) => row.id },
    { header: 'Что', width: 16, value: (row) => (row.kind === 'new' ? 'Новая карточка' : 'Правка') },
    { header: 'Техника', width: 40, value: (row) => row.product },
    { header: 'Поставщик', width: 36, value: (row) => row.company },
    { header: 'Статус', width: 18, value: (row) => row.status_title },
    { header: 'Создано', width: 18, value: (row) => cellTime(row.created) },
  ],
  filters: { status: { label: 'Статус', values: PRODUCT_CHANGE_STATUS_TITLE } },
};

/** Suppliers' special offers for the managers as XLSX (decision 0184): the status applied. */
export const SUPPLIER_OFFERS_EXPORT: ListExport<RowOf<typeof supplierLeads.backofficeSupplierOffers>> = {
  title: 'Спецпредложения поставщиков',
  file: 'Спецпредложения',
  columns: [
    { header: 'Поставщик', width: 36, value: (row) => row.company },
    { header: 'ИНН', width: 14, value: (row) => row.inn },
    { header: 'Техника', width: 40, value: (row) => row.product.title },
    { header: 'Цена, ₽', width: 16, value: (row) => row.product.price, money: true },
    { header: 'Спеццена, ₽', width: 16, value: (row) => row.price, money: true },
    { header: 'С', width: 12, value: (row) => cellDay(row.starts_on) },
    { header: 'По', width: 12, value: (row) => cellDay(row.ends_on) },
    { header: 'Статус', width: 18, value: (row) => row.status_title },
    { header: 'Создано', width: 18, value: (row) => cellTime(row.created) },
    { header: 'Комментарий менеджера', width: 40, value: (row) => row.manager_comment },
  ],
  filters: { status: { label: 'Статус', values: SPECIAL_OFFER_STATUS_TITLE } },
};

/** The supplier's leads as XLSX (decision 0184): state and search applied, its own machines only. */
export const SUPPLIER_INTERESTS_EXPORT: ListExport<RowOf<typeof supplierLeads.supplierInterests>> = {
  title: 'Интересы клиентов',
  file: 'Интересы',
  columns: [
    { header: 'Когда', width: 18, value: (row) => cellTime(row.created) },
    { header: 'Откуда', width: 18, value: (row) => row.source_title },
    { header: 'Техника', width: 40, value: (row) => row.product.title },
    { header: 'Клиент', width: 36, value: (row) => row.client },
    { header: 'Контакт', width: 24, value: (row) => row.contact?.name ?? '' },
    { header: 'Телефон', width: 18, value: (row) => row.contact?.phone ?? '' },
    { header: 'Подробности', width: 36, value: (row) => row.detail },
    { header: 'Состояние', width: 14, value: (row) => row.state_title },
    { header: 'Заметка', width: 36, value: (row) => row.note },
  ],
  filters: { state: { label: 'Состояние', values: LEAD_STATE_TITLE }, query: { label: 'Поиск' } },
};

/** The supplier's deliveries as XLSX (decision 0184): the status applied, its own machines only. */
export const SUPPLIER_DELIVERIES_EXPORT: ListExport<RowOf<typeof supplierDeliveries.supplierDeliveries>> = {
  title: 'Отгрузки',
  file: 'Отгрузки',
  columns: [
    { header: 'Заявка', width: 16, value: (row) => row.code },
    { header: 'Сделка', width: 16, value: (row) => row.deal?.code ?? '' },
    { header: 'Лизингополучатель', width: 36, value: (row) => row.client },
    { header: 'Техника', width: 40, value: (row) => machines(row.products) },
    { header: 'Сумма, ₽', width: 16, value: (row) => row.sum, money: true },
    { header: 'Отгрузка по плану', width: 14, value: (row) => cellDay(row.date_planned_shipment) },
    { header: 'Состояние поставки', width: 24, value: (row) => row.delivery.status_title },
  ],
  filters: { status: { label: 'Состояние', values: DELIVERY_STATUS_TITLE } },
};

/** The supplier's supply contracts as XLSX (decision 0184). */
export const SUPPLY_CONTRACTS_EXPORT: ListExport<RowOf<typeof supplierDeliveries.supplierSupplyContracts>> = {
  title: 'Договоры поставки',
  file: 'Договоры поставки',
  columns: [
    { header: 'Договор', width: 18, value: (row) => row.number },
    { header: 'Дата', width: 12, value: (row) => cellDay(row.date) },
    { header: 'Покупатель', width: 30, value: (row) => row.buyer },
    { header: 'Лизингополучатель', width: 36, value: (row) => row.lessee },
    { header: 'Договор лизинга', width: 18, value: (row) => row.lease_contract },
    { header: 'Сделка', width: 16, value: (row) => row.deal_code },
    { header: 'Техника', width: 40, value: (row) => machines(row.products) },
    { header: 'Сумма, ₽', width: 16, value: (row) => row.sum, money: true },
    { header: 'Состояние', width: 20, value: (row) => row.state_title },
  ],
};

/** Complaints about the supplier's machines as XLSX (decision 0184): the status applied. */
export const SUPPLIER_COMPLAINTS_EXPORT: ListExport<RowOf<typeof supplierDeliveries.supplierComplaints>> = {
  title: 'Рекламации',
  file: 'Рекламации',
  columns: [
    { header: 'Номер', width: 14, value: (row) => row.code },
    { header: 'Дата', width: 18, value: (row) => cellTime(row.created) },
    { header: 'Клиент', width: 36, value: (row) => row.client },
    { header: 'Сделка', width: 16, value: (row) => row.deal.code },
    { header: 'Техника', width: 36, value: (row) => row.products.join('; ') },
    { header: 'Тема', width: 24, value: (row) => row.topic },
    { header: 'Текст', width: 60, value: (row) => row.text },
    { header: 'Статус', width: 18, value: (row) => row.status_title },
    { header: 'Ответ', width: 60, value: (row) => row.answer },
    { header: 'Дата ответа', width: 18, value: (row) => cellTime(row.answered) },
  ],
  filters: { status: { label: 'Статус', values: SUPPLIER_COMPLAINT_STATUS_TITLE } },
};
