import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { priceLevels, products } from './catalogue.ts';
import { accounts } from './identity.ts';

/**
 * The client's cabinet (issue 6, docs/decisions/0060): applications and their products,
 * offers, deals, orders (lease contracts) with payment schedules, documents and their
 * signatures, uploaded files, and the feed of messages and notifications.
 *
 * Statuses are text columns whose values and transitions live in packages/domain
 * (application-status.ts, deal-stages.ts): the spec leaves them open.
 */

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const accountRef = () =>
  integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });

/** A file a cabinet user uploaded (SetFile) or the gateway generated (PDFs); kept by the storage adapter. */
export const cabinetFiles = pgTable(
  'cabinet_files',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef(),
    title: text('title').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    storedName: text('stored_name').notNull(),
    /** SHA-256 of the bytes, hex: what a signature covers. */
    sha256: text('sha256').notNull(),
    createdAt: created(),
  },
  (table) => [index('cabinet_files_account_idx').on(table.accountId)],
);

/** A lease application; a draft until it is signed and sent (spec 1 §4 "Application wizard"). */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef(),
    /** Shown as extcode; assigned when the application is sent, 'Новая заявка' until then. */
    code: text('code'),
    status: text('status').notNull().default('draft'),
    step: smallint('step').notNull().default(1),
    /** The furthest step reached: steps up to it may be revisited. */
    maxStep: smallint('max_step').notNull().default(1),
    /** Form values by field name, as the wizard's steps saved them. */
    form: jsonb('form').$type<Record<string, unknown>>().notNull().default({}),
    isFinished: boolean('is_finished').notNull().default(false),
    /** The manager's note when documents are requested or the application is rejected. */
    managerComment: text('manager_comment').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('applications_account_idx').on(table.accountId, table.createdAt)],
);

export interface ComplectItem {
  title: string;
  quantity: number;
  /** Roubles per unit; 0 when it comes with the machine. */
  price: number;
}

/** A machine chosen in an application (CabinetApplicationSetProducts). */
export const applicationProducts = pgTable(
  'application_products',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    priceLevelId: integer('price_level_id').references(() => priceLevels.id, { onDelete: 'set null' }),
    quantity: integer('quantity').notNull(),
    /** Roubles per unit at the chosen price level when the row was saved. */
    price: integer('price').notNull(),
    complect: jsonb('complect').$type<ComplectItem[]>().notNull().default([]),
    createdAt: created(),
  },
  (table) => [unique('application_products_key').on(table.applicationId, table.productId)],
);

/** The company's answer to an application (RALOffer): conditions the client accepts or rejects. */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    accountId: accountRef(),
    /** Roubles financed, advance in per cent, term in months, 'annuity', 'decreasing' or 'seasonal'. */
    sum: integer('sum').notNull(),
    advancePercent: smallint('advance_percent').notNull(),
    termMonths: smallint('term_months').notNull(),
    scheduleType: text('schedule_type').notNull(),
    /** A 'seasonal' offer's months of the year (1–12) that carry payments (decision 0095). */
    seasonalMonths: smallint('seasonal_months').array().notNull().default([]),
    comment: text('comment').notNull().default(''),
    /** 'pending', 'accepted' or 'rejected'. */
    status: text('status').notNull().default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: created(),
  },
  (table) => [index('offers_application_idx').on(table.applicationId)],
);

/** A deal: an accepted offer on its way to a signed contract and handed-over machinery. */
export const deals = pgTable(
  'deals',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef(),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    title: text('title').notNull(),
    /** Roubles: the machinery's total. */
    productsSum: integer('products_sum').notNull(),
    stage: text('stage').notNull(),
    /** Deal wizard state: step and the flags of spec 1 §4 it derives from. */
    step: smallint('step').notNull().default(1),
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('deals_account_idx').on(table.accountId, table.createdAt)],
);

/** An order: a lease contract within a deal (spec 1 §3 "Order list fields"). */
export const cabinetOrders = pgTable(
  'cabinet_orders',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef(),
    dealId: integer('deal_id').references(() => deals.id, { onDelete: 'cascade' }),
    contractName: text('contract_name').notNull(),
    contractDate: date('contract_date').notNull(),
    /** StatusSherp: the contract's state as the client sees it. */
    status: text('status').notNull(),
    isCsp: boolean('is_csp').notNull().default(false),
    datePlannedShipment: date('date_planned_shipment'),
    supplyCode: text('supply_code').notNull().default(''),
    sum: integer('sum').notNull(),
    createdAt: created(),
  },
  (table) => [index('cabinet_orders_account_idx').on(table.accountId, table.contractDate)],
);

/** A scheduled lease payment of an order; overdue when unpaid after its date. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef(),
    orderId: integer('order_id')
      .notNull()
      .references(() => cabinetOrders.id, { onDelete: 'cascade' }),
    dueDate: date('due_date').notNull(),
    sum: integer('sum').notNull(),
    /** Paid in full on this day (the day of the money that finished it). */
    paidAt: date('paid_at'),
    /** What incoming money paid of the sum so far: less than the sum while partly paid (decision 0184). */
    paidKopecks: bigint('paid_kopecks', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    index('payments_account_idx').on(table.accountId, table.dueDate),
    index('payments_order_idx').on(table.orderId),
  ],
);

/**
 * A document of the cabinet: generated for signing (application, contract, order) or
 * uploaded by the client. entity/entityId say what it belongs to.
 */
export const cabinetDocuments = pgTable(
  'cabinet_documents',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    title: text('title').notNull(),
    /** The document as generated or uploaded. */
    fileId: integer('file_id')
      .notNull()
      .references(() => cabinetFiles.id),
    /** The copy with the signature stamp and audit page, once signed. */
    signedFileId: integer('signed_file_id').references(() => cabinetFiles.id),
    needsSignature: boolean('needs_signature').notNull().default(false),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    createdAt: created(),
  },
  (table) => [
    index('cabinet_documents_account_idx').on(table.accountId, table.createdAt),
    index('cabinet_documents_entity_idx').on(table.entity, table.entityId),
  ],
);

/** A signature of a document (ARCHITECTURE.md §6): what was signed, by whom, how and from where. */
export const signatures = pgTable(
  'signatures',
  {
    id: serial('id').primaryKey(),
    documentId: integer('document_id')
      .notNull()
      .references(() => cabinetDocuments.id, { onDelete: 'cascade' }),
    accountId: accountRef(),
    /** 'ses' (SMS code) or 'csp' (certificate). */
    method: text('method').notNull(),
    sha256: text('sha256').notNull(),
    signerName: text('signer_name').notNull(),
    phone: text('phone').notNull().default(''),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    /** Certificate details for 'csp': subject, INN, OGRN, SNILS, thumbprint. */
    certificate: jsonb('certificate').$type<Record<string, string>>(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('signatures_document_key').on(table.documentId)],
);

/** A message to a cabinet user (GetCabinetMessages); status changes post one. */
export const cabinetMessages = pgTable(
  'cabinet_messages',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** What the message is about, for links: 'application', 'offer', 'deal', 'order', 'complaint' … */
    entity: text('entity').notNull().default(''),
    entityId: integer('entity_id'),
    /** The kind of message for the person's choices of letters and SMS (contracts' NOTIFICATION_KINDS, decision 0169). */
    kind: text('kind').notNull().default('other'),
    fileId: integer('file_id').references(() => cabinetFiles.id),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: created(),
  },
  (table) => [index('cabinet_messages_account_idx').on(table.accountId, table.createdAt)],
);

/** A pop-up notification (GetUserNotifications): handed out once, then marked delivered. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: created(),
  },
  (table) => [index('notifications_account_idx').on(table.accountId, table.deliveredAt)],
);
