import {
  application as contract,
  type TCallReply,
  type TFieldError,
  type wizard as wizardContract,
} from '@agrolease/contracts';
import type { Database, DbExecutor } from '@agrolease/db';
import {
  APPLICATION_LAST_STEP,
  APPLICATION_STATUS_TITLE,
  type ApplicationField,
  afterSubmit,
  applicationCode,
  applicationDocumentTitle,
  applicationPrefill,
  canSignBySes,
  chooseComplect,
  complectFor,
  distanceKm,
  formatRoubles,
  isApplicationStatus,
  isPaymentOverdue,
  LEASE_PROGRAMMES,
  LEASE_TERMS,
  type LeaseRecord,
  leaseRecordText,
  lineSum,
  moscowDay,
  NEW_APPLICATION_TITLE,
  nextStep,
  normalizeStepValues,
  PRODUCTS_STEP,
  pageCount,
  productSumm,
  reachableStep,
  readableRegion,
  SCHEDULE_TYPES,
  shippingCost,
  stepFields,
  stepRows,
  validateStep,
} from '@agrolease/domain';
import type { z } from 'zod';
import type { FileStorage } from '../../adapters/storage/file-storage.ts';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import { renderPdf } from '../../pdf/render-pdf.ts';
import { accountOrders, accountPayments } from '../cabinet/queries.ts';
import { searchProductIds } from '../catalogue/queries.ts';
import { storeGeneratedFile } from '../files/service.ts';
import { findRegionPoints } from '../geo/queries.ts';
import { applicationPdf } from './application-pdf.ts';
import { type ApplicationRow, findOwnApplication } from './lifecycle.ts';
import { applicationMonthlyPayment, type MonthlyPaymentBox } from './monthly-payment.ts';
import {
  type ApplicationProductRow,
  clearCart,
  deleteProductRow,
  deleteProductsExcept,
  findApplicationDocument,
  findApplicationProducts,
  findCartLinesFor,
  findCatalogPage,
  findLastApplicationForm,
  findOwnFiles,
  findPriceLevelsOf,
  findProduct,
  findProductsByIds,
  findRegions,
  findTopCategories,
  insertApplicationDocument,
  insertDraft,
  replaceUnsignedDocument,
  updateApplication,
  upsertApplicationProduct,
} from './queries.ts';

/**
 * The application wizard (spec 1 §3–4, decision 0062): the domain decides the steps and what
 * they need; this service loads and saves the draft, its machines and its document, and
 * answers with the common wizard reply. Client role only; another client's draft is 404;
 * only a draft changes (409 otherwise); every change runs in one transaction.
 */

export interface ApplicationDeps {
  db: Database;
  files: FileStorage;
}

type BodyOf<C extends { body?: z.ZodType }> = z.output<NonNullable<C['body']>>;
type WizardInput = BodyOf<typeof contract.applicationWizard> & Record<string, unknown>;
type WizardReply = TCallReply<typeof contract.applicationWizard>;
type FormItem = wizardContract.TFormItem;
type TProduct = contract.TApplicationProduct;

export const MESSAGE_AGREEMENTS =
  'Примите пользовательское соглашение и согласие на обработку персональных данных';
export const MESSAGE_NOT_DRAFT = 'Заявка уже отправлена, изменить её нельзя';

/** A caller who has not accepted the agreements goes to /pd/ first (errcode agreements). */
export function requireAgreements(session: SessionRecord): void {
  if (session.account.agreementsAcceptedAt === null) {
    throw new AppError('FORBIDDEN', MESSAGE_AGREEMENTS, { errcode: 'agreements' });
  }
}

function requireDraft(application: ApplicationRow): void {
  if (application.status !== 'draft') throw new AppError('CONFLICT', MESSAGE_NOT_DRAFT);
}

/** The client's leases with Агролизинг as its cabinet shows them: contracts not closed, overdue payments. */
async function leaseRecordOf(db: DbExecutor, accountId: number): Promise<LeaseRecord> {
  const [orders, payments] = await Promise.all([
    accountOrders(db, accountId),
    accountPayments(db, accountId),
  ]);
  const today = moscowDay();
  return {
    activeContracts: orders.filter((order) => order.status !== 'Закрыт').length,
    overdueSum: payments
      .filter((payment) => isPaymentOverdue(payment, today))
      .reduce((sum, payment) => sum + payment.sum, 0),
  };
}

/**
 * The values a new draft starts with (issue 39): the contact person from the account, the
 * region and the company's documents from its last application.
 */
async function draftForm(
  db: DbExecutor,
  account: SessionRecord['account'],
): Promise<Record<string, unknown>> {
  return {
    ...applicationPrefill(account, await findLastApplicationForm(db, account.id)),
    advance_percent: 10,
    term_months: 36,
    schedule_type: 'annuity',
  };
}

// ——— Products ———

async function productRows(db: DbExecutor, applicationId: number): Promise<TProduct[]> {
  const rows = await findApplicationProducts(db, applicationId);
  const levels = await findPriceLevelsOf(
    db,
    rows.map((row) => row.productId),
  );
  return rows.map((row) =>
    toProduct(
      row,
      levels.filter((level) => level.productId === row.productId),
    ),
  );
}

function toProduct(
  row: ApplicationProductRow,
  levels: { id: number; title: string; value: number }[],
): TProduct {
  const offered = complectFor({ id: row.productId, price: row.listPrice });
  const chosenTitles = new Set(row.complect.map((piece) => piece.title));
  return {
    id_row: row.id,
    id_product: row.productId,
    id_price: row.priceLevelId,
    quantity: row.quantity,
    title: row.title,
    src: row.image,
    url: `/catalog/item/${row.productId}/`,
    supplier: row.supplier,
    prices: levels.map((level) => ({ id: level.id, title: level.title, value: level.value })),
    complect: offered.map((piece, index) => ({ ...piece, index, chosen: chosenTitles.has(piece.title) })),
    price: row.price,
    sum: lineSum({ price: row.price, quantity: row.quantity, complect: row.complect }),
  };
}

/** productSumm: (price + chosen complect) × quantity over the lines (domain rule). */
function sumOf(products: readonly TProduct[]): number {
  return productSumm(
    products.map((product) => ({
      price: product.price,
      quantity: product.quantity,
      complect: product.complect.filter((piece) => piece.chosen),
    })),
  );
}

export async function getComplect(db: Database, session: SessionRecord, idProduct: number) {
  void session;
  const product = await findProduct(db, idProduct);
  if (!product) throw new AppError('NOT_FOUND', 'Товар не найден');
  return {
    success: true as const,
    items: complectFor(product).map((piece, index) => ({ ...piece, index })),
  };
}

type SetProductsInput = BodyOf<typeof contract.setProducts>;

/** Puts machines in a draft (insert or update by product); do_replace drops the others. */
export async function setProducts(db: Database, session: SessionRecord, input: SetProductsInput) {
  return db.transaction(async (tx) => {
    const application = await findOwnApplication(tx, session.accountId, input.id_object);
    requireDraft(application);
    const ids = [...new Set([...Object.keys(input.quantity), ...Object.keys(input.products)].map(Number))];
    if (ids.length === 0 && !input.do_replace) {
      throw new AppError('VALIDATION', 'Выберите технику', {
        fieldErrors: [{ prop: 'products', error: 'Выберите технику' }],
      });
    }
    const found = await findProductsByIds(tx, ids);
    const levels = await findPriceLevelsOf(tx, ids);
    const existing = await findApplicationProducts(tx, application.id);
    const errors: TFieldError[] = [];
    for (const id of ids) {
      const product = found.find((row) => row.id === id);
      if (!product) {
        errors.push({ prop: `products[${id}]`, error: 'Товар не найден' });
        continue;
      }
      const own = levels.filter((level) => level.productId === id);
      const wanted = input.products[String(id)];
      // Without products[id] a line already there keeps its level; a new one takes the first.
      const kept = existing.find((row) => row.productId === id)?.priceLevelId;
      const level = wanted
        ? own.find((row) => row.id === wanted)
        : (own.find((row) => row.id === kept) ?? own[0]);
      if (wanted && !level) {
        errors.push({ prop: `products[${id}]`, error: 'Такого уровня цены у товара нет' });
        continue;
      }
      const quantity = input.quantity[String(id)];
      const chosen = input.complect[String(id)];
      await upsertApplicationProduct(
        tx,
        {
          applicationId: application.id,
          productId: id,
          priceLevelId: level?.id ?? null,
          price: level?.value ?? product.price,
          quantity: quantity ?? 1,
          complect: chooseComplect(complectFor(product), chosen ?? []),
        },
        { quantity: quantity === undefined, complect: chosen === undefined },
      );
    }
    if (errors.length > 0) {
      throw new AppError('VALIDATION', errors[0]?.error ?? 'Неверные данные', { fieldErrors: errors });
    }
    if (input.do_replace) await deleteProductsExcept(tx, application.id, ids);
    await updateApplication(tx, application.id, {});
    const products = await productRows(tx, application.id);
    return { success: true as const, products, productSumm: sumOf(products) };
  });
}

export async function unsetProducts(db: Database, session: SessionRecord, idObject: number, idRow: number) {
  return db.transaction(async (tx) => {
    const application = await findOwnApplication(tx, session.accountId, idObject);
    requireDraft(application);
    if (!(await deleteProductRow(tx, application.id, idRow))) {
      throw new AppError('NOT_FOUND', 'Техника не найдена в заявке');
    }
    await updateApplication(tx, application.id, {});
    const products = await productRows(tx, application.id);
    return { success: true as const, products, productSumm: sumOf(products) };
  });
}

// ——— Shipping ———

async function computeShipping(db: DbExecutor, products: readonly ApplicationProductRow[], region: string) {
  const points = await findRegionPoints(db, [region, ...products.map((row) => row.supplierRegion)]);
  const target = points.get(region);
  if (!target) {
    throw new AppError('VALIDATION', 'Выберите регион поставки', {
      fieldErrors: [{ prop: 'delivery_region', error: 'Выберите регион поставки' }],
    });
  }
  const items = products.map((row) => {
    const from = points.get(row.supplierRegion) ?? target;
    const distance = distanceKm(from, target);
    return { id_product: row.productId, distance, cost: shippingCost(distance, row.quantity) };
  });
  const cost = items.reduce((sum, item) => sum + item.cost, 0);
  const distance = items.reduce((max, item) => Math.max(max, item.distance), 0);
  return { cost, distance, items };
}

/**
 * Shipping of a sent application's machinery to the delivery region it names, by the same
 * tariff the wizard showed (the deal's GetShippingCost reads it): cost per product id.
 */
export async function shippingOfApplication(
  db: DbExecutor,
  application: { id: number; form: Record<string, unknown> },
): Promise<Map<number, number>> {
  const rows = await findApplicationProducts(db, application.id);
  const region = String(application.form.delivery_region || application.form.region || '');
  if (rows.length === 0 || !region) return new Map();
  const shipping = await computeShipping(db, rows, region);
  return new Map(shipping.items.map((item) => [item.id_product, item.cost]));
}

export async function getShippingCost(
  db: Database,
  session: SessionRecord,
  input: { id_object: number; delivery_region?: string | undefined },
) {
  return db.transaction(async (tx) => {
    const application = await findOwnApplication(tx, session.accountId, input.id_object);
    const rows = await findApplicationProducts(tx, application.id);
    if (rows.length === 0) {
      throw new AppError('VALIDATION', 'Сначала выберите технику', {
        fieldErrors: [{ prop: 'products', error: 'Сначала выберите технику' }],
      });
    }
    const region = String(
      input.delivery_region || application.form.delivery_region || application.form.region || '',
    );
    const shipping = await computeShipping(tx, rows, region);
    if (application.status === 'draft') {
      await updateApplication(tx, application.id, {
        form: {
          ...application.form,
          delivery_region: region,
          shipping_cost: shipping.cost,
          shipping_distance: shipping.distance,
        },
      });
    }
    return { success: true as const, ...shipping, cost_formatted: formatRoubles(shipping.cost) };
  });
}

// ——— The wizard ———

interface Choices {
  regions: { value: string; title: string }[];
}

const titleOf = (list: readonly { value: string; title: string }[], value: unknown) =>
  list.find((entry) => entry.value === String(value))?.title ?? '';

function item(field: ApplicationField, value: unknown, extra: Partial<FormItem> = {}): FormItem {
  return {
    field: field.field,
    type: 'text',
    title: field.title,
    value: value ?? null,
    error: '',
    group: `step${field.step}`,
    code: field.kind,
    required: field.required,
    ...extra,
  };
}

function display(
  field: string,
  type: FormItem['type'],
  title: string,
  value: unknown,
  props?: Record<string, unknown>,
): FormItem {
  return {
    field,
    type,
    title,
    value,
    error: '',
    group: '',
    code: '',
    required: false,
    ...(props ? { props } : {}),
  };
}

function fieldItems(
  step: number,
  form: Record<string, unknown>,
  choices: Choices,
  files: Map<number, string>,
): FormItem[] {
  return stepFields(step).map((field) => {
    const value = form[field.field];
    switch (field.kind) {
      case 'select': {
        const options = field.choices ? [...field.choices] : choices.regions;
        const fallback = field.field === 'delivery_region' ? form.region : undefined;
        return item(field, value ?? fallback ?? '', { type: 'select', options });
      }
      case 'percent':
        return item(field, value ?? 10, {
          type: 'slider',
          props: { min: field.min, max: field.max, step: 1, unit: '%' },
        });
      case 'months':
        return item(field, value === undefined || value === null ? '' : String(value), {
          type: 'months',
          options: LEASE_TERMS.map((term) => ({ value: String(term), title: `${term} мес.` })),
        });
      case 'number':
        return item(field, value ?? '', { type: 'text', props: { numeric: true } });
      case 'flag':
        return item(field, value === undefined || value === null ? '' : String(value), {
          type: field.field.endsWith('_ne') || field.required ? 'checkbox' : 'bool',
        });
      case 'file': {
        const id = typeof value === 'number' ? value : null;
        return item(field, id, {
          type: 'file_ajax',
          props: {
            accept: '.pdf,.jpg,.jpeg,.png,.webp,.doc,.docx,.xls,.xlsx',
            ...(id ? { fileTitle: files.get(id) ?? '' } : {}),
          },
        });
      }
      case 'address':
        return item(field, value ?? '', { type: 'kladr' });
      case 'note':
        return item(field, value ?? '', {
          type: 'cbtext',
          props: { placeholder: 'Лизингодатель, предмет, остаток платежей' },
        });
      case 'phone':
        return item(field, value ?? '', {
          props: { inputType: 'tel', inputMode: 'tel', placeholder: '+7 900 000-00-00' },
        });
      case 'email':
        return item(field, value ?? '', { props: { inputType: 'email', inputMode: 'email' } });
      default:
        return item(field, value ?? '');
    }
  });
}

function summaryBoxes(
  session: SessionRecord,
  form: Record<string, unknown>,
  products: readonly TProduct[],
  choices: Choices,
  files: Map<number, string>,
  monthly: MonthlyPaymentBox | null,
) {
  const programme = titleOf(LEASE_PROGRAMMES, form.programme);
  const schedule = titleOf(SCHEDULE_TYPES, form.schedule_type);
  const fileList = ['charter_file', 'statements_file', 'other_file']
    .map((field) => (typeof form[field] === 'number' ? files.get(form[field] as number) : undefined))
    .filter(Boolean);
  const number = (value: unknown, unit = '') =>
    typeof value === 'number' ? `${new Intl.NumberFormat('ru-RU').format(value)}${unit}` : '—';
  return [
    { title: 'Заявитель', text: `${session.account.companyTitle}\nИНН ${session.account.inn}` },
    {
      title: 'Контактное лицо',
      text: [form.contact_name, form.contact_phone, form.contact_email].filter(Boolean).join('\n'),
    },
    { title: 'Регион и программа', text: `${titleOf(choices.regions, form.region)}\n${programme}` },
    {
      title: 'Техника',
      text: products.map((product) => `${product.title} × ${product.quantity}`).join('\n'),
      hint: `Итого: ${formatRoubles(sumOf(products))}`,
    },
    {
      title: 'Доставка',
      text: `${titleOf(choices.regions, form.delivery_region)}\n${String(form.delivery_address ?? '')}`,
      hint:
        typeof form.shipping_cost === 'number' ? `Доставка: ${formatRoubles(form.shipping_cost)}` : undefined,
    },
    {
      title: 'Условия',
      text: `Аванс ${number(form.advance_percent, ' %')}, срок ${number(form.term_months, ' мес.')}\n${schedule}`,
    },
    ...(monthly ? [monthly] : []),
    {
      title: 'Финансы',
      text: `Выручка ${number(form.revenue, ' ₽')}\nЗемли ${number(form.land_area, ' га')}, техники ${number(form.fleet_size, ' ед.')}`,
    },
    { title: 'Документы', text: fileList.join('\n') || '—' },
  ];
}

/** The application's PDF: generated from the draft and kept as its one document to sign. */
async function ensureDocument(
  deps: ApplicationDeps,
  tx: DbExecutor,
  session: SessionRecord,
  application: ApplicationRow,
  products: readonly TProduct[],
  choices: Choices,
  regenerate: boolean,
) {
  const existing = await findApplicationDocument(tx, application.id);
  if (existing && (!regenerate || existing.signedAt)) return existing;
  const form = application.form;
  // The number the application is sent under (lifecycle.ts), so the document carries it from the start.
  const code = application.code ?? applicationCode(application.id);
  const title = applicationDocumentTitle(code);
  const bytes = await renderPdf(
    applicationPdf({
      code,
      date: new Date(),
      company: session.account.companyTitle,
      inn: session.account.inn,
      rows: [
        { label: 'Регион деятельности', value: titleOf(choices.regions, form.region) },
        { label: 'Программа', value: titleOf(LEASE_PROGRAMMES, form.programme) },
        {
          label: 'Контактное лицо',
          value: [form.contact_name, form.contact_phone].filter(Boolean).join(', '),
        },
        {
          label: 'Доставка',
          value: [titleOf(choices.regions, form.delivery_region), form.delivery_address]
            .filter(Boolean)
            .join(', '),
        },
        {
          label: 'Стоимость доставки',
          value:
            typeof form.shipping_cost === 'number' ? formatRoubles(form.shipping_cost) : 'будет рассчитана',
        },
        { label: 'Аванс', value: `${String(form.advance_percent ?? '—')} %` },
        { label: 'Срок лизинга', value: `${String(form.term_months ?? '—')} мес.` },
        { label: 'График платежей', value: titleOf(SCHEDULE_TYPES, form.schedule_type) },
        {
          label: 'Выручка за прошлый год',
          value: typeof form.revenue === 'number' ? formatRoubles(form.revenue) : '—',
        },
        { label: 'Площадь земель, га', value: String(form.land_area ?? '—') },
        { label: 'Техники в парке, ед.', value: String(form.fleet_size ?? '—') },
      ],
      products: products.map((product) => ({
        title: product.title,
        supplier: product.supplier,
        quantity: product.quantity,
        price: product.price,
        complect: product.complect
          .filter((piece) => piece.chosen && piece.price > 0)
          .map((piece) => piece.title)
          .join(', '),
        sum: product.sum,
      })),
      productSumm: sumOf(products),
    }),
  );
  const file = await storeGeneratedFile({ db: tx, files: deps.files }, session.accountId, {
    title: `${title}.pdf`,
    bytes,
    mimeType: 'application/pdf',
    extension: 'pdf',
  });
  if (existing) return (await replaceUnsignedDocument(tx, existing.id, title, file.id)) ?? existing;
  return insertApplicationDocument(tx, {
    accountId: session.accountId,
    applicationId: application.id,
    title,
    fileId: file.id,
  });
}

async function catalogFor(db: Database, input: WizardInput) {
  const categoryRows = await findTopCategories(db);
  const top = categoryRows.filter((row) => row.parentId === null);
  const category =
    input.category && top.some((row) => String(row.id) === input.category) ? input.category : '';
  let categoryIds: number[] | null = null;
  if (category) {
    const ids = new Set([Number(category)]);
    let grew = true;
    while (grew) {
      grew = false;
      for (const row of categoryRows) {
        if (row.parentId !== null && ids.has(row.parentId) && !ids.has(row.id)) {
          ids.add(row.id);
          grew = true;
        }
      }
    }
    categoryIds = [...ids];
  }
  const query = (input.query ?? '').trim();
  const productIds = query.length >= 2 ? await searchProductIds(db, query, 500) : null;
  const sort = input.sort ?? 'price';
  const by = input.by ?? 'asc';
  const pageSize = contract.APPLICATION_CATALOG_PAGE_SIZE;
  const wantedPage = input.page ?? 1;
  const first = await findCatalogPage(db, {
    categoryIds,
    productIds,
    sort,
    by,
    limit: pageSize,
    offset: (wantedPage - 1) * pageSize,
  });
  const pages = pageCount(first.total, pageSize);
  const levels = await findPriceLevelsOf(
    db,
    first.rows.map((row) => row.id),
  );
  const catalogProducts = first.rows.map((row) => {
    const own = levels.filter((level) => level.productId === row.id);
    const cheapest = own.reduce<(typeof own)[number] | undefined>(
      (min, level) => (!min || level.value < min.value ? level : min),
      undefined,
    );
    return {
      id: row.id,
      title: row.title,
      brand: row.brand,
      supplier: row.supplier,
      category: row.category,
      priceMin: cheapest?.value ?? row.price,
      idPrice: cheapest?.id ?? null,
      prices: own.map((level) => ({ id: level.id, title: level.title, value: level.value })),
      src: row.image,
      url: `/catalog/item/${row.id}/`,
    };
  });
  return {
    catalogProducts,
    filters: {
      query,
      category,
      categories: top.map((row) => ({ value: String(row.id), title: row.title })),
    },
    sort: { sort, by },
    pagination: {
      paginator: { page: Math.min(wantedPage, pages), pages },
      lastLoadedPage: Math.min(wantedPage, pages),
      totalPages: pages,
      totalItems: first.total,
    },
  };
}

const STEP_FORM = (step: number) => `application_step_${step}`;

/**
 * POST /CabinetApplicationWizard: shows a step (the furthest reachable when the one asked for
 * is not) or, with submit=1, saves the step's fields and moves on. Without id_object a new
 * draft is created.
 */
export async function applicationWizard(
  deps: ApplicationDeps,
  session: SessionRecord,
  input: WizardInput,
  options: { onBehalf?: boolean } = {},
): Promise<WizardReply> {
  // On the company's behalf (the agent, decision 0108) the caller's own agreements were checked;
  // the company accepts its own before it signs.
  if (!options.onBehalf) requireAgreements(session);
  if (options.onBehalf && input.id_object === undefined) throw new AppError('NOT_FOUND', 'Заявка не найдена');
  const { db } = deps;
  const regionRows = await findRegions(db);
  const choices: Choices = {
    regions: regionRows.map((row) => ({ value: row.fiasId, title: readableRegion(row.title) })),
  };

  const state = await db.transaction(async (tx) => {
    let application =
      input.id_object === undefined
        ? await insertDraft(tx, session.accountId, await draftForm(tx, session.account))
        : await findOwnApplication(tx, session.accountId, input.id_object);
    const products = await productRows(tx, application.id);
    const editable = application.status === 'draft';
    let step: number;
    if (input.submit) {
      requireDraft(application);
      const submitted = input.step ?? application.step;
      const allowed = reachableStep(submitted, {
        maxStep: application.maxStep,
        productCount: products.length,
      });
      if (allowed !== submitted) throw new AppError('CONFLICT', 'Этот шаг заявки пока недоступен');
      const values = normalizeStepValues(submitted, input);
      const fileIds = stepFields(submitted)
        .filter((field) => field.kind === 'file')
        .map((field) => values[field.field])
        .filter((value): value is number => typeof value === 'number');
      const owned = await findOwnFiles(tx, session.accountId, fileIds);
      const errors = validateStep(submitted, values, {
        productCount: products.length,
        choices: {
          region: choices.regions.map((entry) => entry.value),
          delivery_region: choices.regions.map((entry) => entry.value),
        },
        ownFileIds: owned.map((file) => file.id),
      });
      if (errors.length > 0) {
        throw new AppError('VALIDATION', errors[0]?.error ?? 'Проверьте поля формы', { fieldErrors: errors });
      }
      let form = { ...application.form, ...values };
      if (submitted === 3) {
        const rows = await findApplicationProducts(tx, application.id);
        const shipping = await computeShipping(tx, rows, String(values.delivery_region));
        form = { ...form, shipping_cost: shipping.cost, shipping_distance: shipping.distance };
      }
      const moved = afterSubmit(submitted, application.maxStep);
      await updateApplication(tx, application.id, { form, ...moved });
      application = { ...application, form, ...moved };
      step = moved.step;
      if (submitted === APPLICATION_LAST_STEP - 1) {
        await ensureDocument(deps, tx, session, application, products, choices, true);
      }
    } else if (!editable) {
      step = APPLICATION_LAST_STEP;
    } else {
      step = reachableStep(input.step, { maxStep: application.maxStep, productCount: products.length });
      if (step !== application.step) {
        await updateApplication(tx, application.id, { step });
        application = { ...application, step };
      }
    }
    const document =
      step === APPLICATION_LAST_STEP
        ? editable
          ? await ensureDocument(deps, tx, session, application, products, choices, false)
          : ((await findApplicationDocument(tx, application.id)) ?? null)
        : ((await findApplicationDocument(tx, application.id)) ?? null);
    const fileIds = ['charter_file', 'statements_file', 'other_file']
      .map((field) => application.form[field])
      .filter((value): value is number => typeof value === 'number');
    const files = new Map(
      (await findOwnFiles(tx, session.accountId, fileIds)).map((file) => [file.id, file.title]),
    );
    const leaseRecord = step === 5 ? await leaseRecordOf(tx, session.accountId) : null;
    return { application, products, step, editable, document, files, leaseRecord };
  });

  const { application, products, step, editable, document, files, leaseRecord } = state;
  const finished = !editable;
  const code = application.code ?? NEW_APPLICATION_TITLE;
  const canSES = canSignBySes(session.account.phone);
  const monthly =
    step === 4 || step === 7
      ? await applicationMonthlyPayment(db, application.form, products, sumOf(products))
      : null;
  const items = formItems(step, application, products, choices, files, session, document, canSES, {
    leaseRecord,
    monthly,
  });
  const catalog =
    step === PRODUCTS_STEP && editable
      ? await catalogFor(db, input)
      : {
          catalogProducts: [],
          filters: { query: '', category: '', categories: [] },
          sort: { sort: 'price' as const, by: 'asc' as const },
          pagination: { paginator: { page: 1, pages: 1 }, lastLoadedPage: 1, totalPages: 1, totalItems: 0 },
        };
  const progress = { maxStep: application.maxStep, productCount: products.length };
  const status = isApplicationStatus(application.status) ? application.status : 'draft';
  return {
    success: true,
    wizard: {
      step,
      maxstep: finished ? APPLICATION_LAST_STEP : application.maxStep,
      nextstep: nextStep(step),
      steps: stepRows(
        finished ? { maxStep: APPLICATION_LAST_STEP, productCount: 1 } : progress,
        editable,
        finished,
      ),
      id_object: application.id,
      isavailable: editable,
      is_available_edit_package: editable,
      url: contract.applicationWizardUrl(application.id, step),
      state: application.status,
      finished,
    },
    FormBuilder: { form_name: STEP_FORM(step), items },
    canSES,
    errors_list: [],
    error_message: '',
    products,
    productSumm: sumOf(products),
    ...catalog,
    meta: { totalCount: catalog.pagination.totalItems, formName: STEP_FORM(step) },
    agreements: { accepted: true },
    applicationDocument: document
      ? {
          application_code: code,
          id_document: document.id,
          url: `/srv/files/${document.signedFileId ?? document.fileId}`,
          title: document.title,
          signed: document.signedAt !== null,
        }
      : null,
    regions: choices.regions,
    shipping: {
      cost: typeof application.form.shipping_cost === 'number' ? application.form.shipping_cost : null,
      distance:
        typeof application.form.shipping_distance === 'number' ? application.form.shipping_distance : null,
    },
    status: APPLICATION_STATUS_TITLE[status],
    title: code,
  };
}

function formItems(
  step: number,
  application: ApplicationRow,
  products: readonly TProduct[],
  choices: Choices,
  files: Map<number, string>,
  session: SessionRecord,
  document: { fileId: number; signedFileId: number | null; title: string; signedAt: Date | null } | null,
  canSES: boolean,
  facts: { leaseRecord: LeaseRecord | null; monthly: MonthlyPaymentBox | null },
): FormItem[] {
  const form = application.form;
  const { leaseRecord, monthly } = facts;
  switch (step) {
    case 4:
      return [
        ...fieldItems(4, form, choices, files),
        ...(monthly ? [display('monthly_payment', 'infoboxes', '', [monthly])] : []),
      ];
    case 5: {
      // The facts stand just above the declarations they bear on.
      const items = fieldItems(5, form, choices, files);
      if (leaseRecord) {
        const declarations = items.findIndex((entry) => entry.field === 'no_overdue_debt_ne');
        items.splice(
          declarations,
          0,
          display('lease_record', 'infoboxes', '', [
            { title: 'По данным Агролизинга', text: leaseRecordText(leaseRecord) },
          ]),
        );
      }
      return items;
    }
    case 1:
      return [
        display('applicant', 'infoboxes', '', [
          { title: 'Организация', text: session.account.companyTitle },
          { title: 'ИНН', text: session.account.inn },
        ]),
        ...fieldItems(1, form, choices, files),
      ];
    case PRODUCTS_STEP:
      return [
        display('filters', 'filterList', 'Подбор техники', null),
        display('products', 'productList', 'Выбранная техника', products),
      ];
    case 3:
      return [
        ...fieldItems(3, form, choices, files),
        display('shipping', 'infoboxes', 'Доставка', [
          {
            title: 'Стоимость доставки',
            text:
              typeof form.shipping_cost === 'number'
                ? formatRoubles(form.shipping_cost)
                : 'Будет рассчитана после выбора региона',
            hint:
              typeof form.shipping_distance === 'number'
                ? `Расстояние от поставщика до ${form.shipping_distance} км`
                : undefined,
          },
        ]),
      ];
    case 7:
      return [
        display(
          'summary',
          'infoboxes',
          'Проверьте заявку',
          summaryBoxes(session, form, products, choices, files, monthly),
        ),
        display('separator_confirm', 'separator', '', null),
        ...fieldItems(7, form, choices, files),
      ];
    case APPLICATION_LAST_STEP:
      return [
        display(
          'application_document',
          'downloadRequest',
          'Заявка на лизинг',
          document
            ? {
                url: `/srv/files/${document.signedFileId ?? document.fileId}`,
                title: document.title,
                note: document.signedAt
                  ? 'Заявка подписана.'
                  : canSES
                    ? 'Проверьте документ и подпишите его кодом из SMS.'
                    : 'Для подписи кодом из SMS укажите телефон в профиле.',
              }
            : null,
        ),
      ];
    default:
      return fieldItems(step, form, choices, files);
  }
}

// ——— The cart ———

/**
 * ShoppingCartCreateApplication: the account's cart (docs/decisions/0072) becomes a draft with the
 * same machines, quantities and price levels; the cart is emptied in the same transaction.
 */
export async function createFromCart(db: Database, session: SessionRecord, cartKey: string) {
  requireAgreements(session);
  return db.transaction(async (tx) => {
    const lines = await findCartLinesFor(tx, cartKey);
    if (lines.length === 0) {
      throw new AppError('VALIDATION', 'Корзина пуста', {
        fieldErrors: [{ prop: 'products', error: 'Корзина пуста' }],
      });
    }
    const application = await insertDraft(tx, session.accountId, await draftForm(tx, session.account));
    const levels = await findPriceLevelsOf(
      tx,
      lines.map((line) => line.productId),
    );
    for (const line of lines) {
      const own = levels.filter((level) => level.productId === line.productId);
      const level = own.find((row) => row.id === line.priceLevelId) ?? own[0];
      await upsertApplicationProduct(
        tx,
        {
          applicationId: application.id,
          productId: line.productId,
          priceLevelId: level?.id ?? null,
          price: level?.value ?? line.price,
          quantity: line.quantity,
          complect: chooseComplect(complectFor({ id: line.productId, price: line.price }), []),
        },
        { quantity: false, complect: false },
      );
    }
    await clearCart(tx, cartKey);
    return {
      success: true as const,
      id_object: application.id,
      url: contract.applicationWizardUrl(application.id, 1),
    };
  });
}

/**
 * A draft application in a company's own cabinet, started by someone else on its behalf (the
 * agent's cabinet, decision 0087): the company fills and signs it with the usual wizard.
 */
export async function startDraftFor(db: DbExecutor, owner: SessionRecord['account']) {
  return insertDraft(db, owner.id, await draftForm(db, owner));
}
