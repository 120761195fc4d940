import {
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
import { cabinetFiles, cabinetOrders, deals } from './cabinet.ts';
import { contacts } from './contacts.ts';
import { accounts } from './identity.ts';

/**
 * The client's requests about its contracts (issue 6, docs/decisions/0065): complaints,
 * document orders (PSD) and the three subleasing wizards (request, notification,
 * confirmation). Statuses are text columns; their values live in packages/domain.
 */

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const accountRef = () =>
  integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete: 'cascade' });
const fileRef = (name: string) => integer(name).references(() => cabinetFiles.id, { onDelete: 'set null' });

/** A complaint of the cabinet (spec 1 §3 "Complaint"); the code 'ОБ-000123' is given on insert. */
export const cabinetComplaints = pgTable(
  'cabinet_complaints',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef(),
    code: text('code').notNull().unique(),
    /** id_UListItem: the topic from the fixed list of packages/domain/src/cabinet-requests.ts. */
    topicId: integer('topic_id').notNull(),
    text: text('text').notNull(),
    fileId: fileRef('file_id'),
    /** 'received', 'in_progress' or 'answered' (the statuses of GetComplaintStatus). */
    status: text('status').notNull().default('received'),
    response: text('response').notNull().default(''),
    responseFileId: fileRef('response_file_id'),
    /** The manager who answered. */
    responderId: integer('responder_id').references(() => accounts.id, { onDelete: 'set null' }),
    /** SHA-256 of account, topic, text and file: a repeated submit finds its first row. */
    fingerprint: text('fingerprint').notNull(),
    createdAt: created(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The deal whose machine the complaint is about: its suppliers read and answer it (decision 0107). */
    dealId: integer('deal_id').references(() => deals.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('cabinet_complaints_account_idx').on(table.accountId, table.createdAt),
    index('cabinet_complaints_fingerprint_idx').on(table.fingerprint),
    index('cabinet_complaints_deal_idx').on(table.dealId),
  ],
);

/** The address object of a kladr field: its text and the suggestion's JSON. */
export interface PostAddress {
  text: string;
  json?: Record<string, unknown>;
}

/** A document order (SetPSD): copies, statements or certificates about the client's orders. */
export const documentOrders = pgTable(
  'document_orders',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef(),
    code: text('code').notNull().unique(),
    /** id_type: the document type of the fixed list of packages/domain/src/cabinet-requests.ts. */
    typeId: integer('type_id').notNull(),
    /** PSDDeliveryType: 1 e-mail (electronic), 2 pickup at the branch, 3 post or courier to an address. */
    deliveryType: smallint('delivery_type').notNull(),
    postAddress: jsonb('post_address').$type<PostAddress>(),
    deliveryContact: text('delivery_contact').notNull().default(''),
    deliveryContactPhone: text('delivery_contact_phone').notNull().default(''),
    /** isemail: also send a scan to the contact's e-mail. */
    isEmail: integer('is_email').notNull().default(0),
    contactId: integer('contact_id').references(() => contacts.id, { onDelete: 'set null' }),
    orderIds: jsonb('order_ids').$type<number[]>().notNull(),
    /** The type's dynamic fields by name. */
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    /** 'new', 'in_progress', 'ready' (answered with the documents) or 'rejected'. */
    status: text('status').notNull().default('new'),
    response: text('response').notNull().default(''),
    responseFileId: fileRef('response_file_id'),
    responderId: integer('responder_id').references(() => accounts.id, { onDelete: 'set null' }),
    fingerprint: text('fingerprint').notNull(),
    createdAt: created(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (table) => [
    index('document_orders_account_idx').on(table.accountId, table.createdAt),
    index('document_orders_fingerprint_idx').on(table.fingerprint),
  ],
);

/**
 * A subleasing wizard's object: a new order request ('request'), a notification of a signed
 * sublease ('notification') or the confirmation with the subleasing contract ('confirmation').
 */
export const subleasingRequests = pgTable(
  'subleasing_requests',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef(),
    orderId: integer('order_id')
      .notNull()
      .references(() => cabinetOrders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    code: text('code'),
    step: smallint('step').notNull().default(1),
    maxStep: smallint('max_step').notNull().default(1),
    form: jsonb('form').$type<Record<string, unknown>>().notNull().default({}),
    contractFileId: fileRef('contract_file_id'),
    /** Spec 1 §4: step 3 polls the counterparty check; it is ready from this moment on. */
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** 'draft', 'submitted', 'approved' or 'declined'. */
    status: text('status').notNull().default('draft'),
    managerComment: text('manager_comment').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subleasing_requests_account_idx').on(table.accountId, table.createdAt),
    index('subleasing_requests_order_idx').on(table.orderId, table.kind),
    unique('subleasing_requests_code_key').on(table.code),
  ],
);
