import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { cabinetDocuments } from './cabinet.ts';
import { accounts } from './identity.ts';

/**
 * Supplier accreditation (issue 13, docs/decisions/0083): one package per supplier account, filled
 * step by step, signed and reviewed by a manager. Statuses and steps live in packages/domain
 * (accreditation-wizard.ts).
 */
export const supplierAccreditations = pgTable(
  'supplier_accreditations',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .unique()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** 'АК-000001', given when the package is first signed. */
    code: text('code').unique(),
    /** 'producer' or 'dealer' (step 1). */
    supplierType: text('supplier_type'),
    step: smallint('step').notNull().default(1),
    maxStep: smallint('max_step').notNull().default(1),
    /** The fields of steps 1–3. */
    form: jsonb('form').$type<Record<string, unknown>>().notNull().default({}),
    /** The package's files (step 4): document code → cabinet file id. */
    files: jsonb('files').$type<Record<string, number>>().notNull().default({}),
    /** 'draft', 'submitted', 'corrections', 'approved' or 'rejected'. */
    status: text('status').notNull().default('draft'),
    /** The manager asked for documents: the package comes back to step 4 (spec 1 §4). */
    documentsFlag: boolean('documents_flag').notNull().default(false),
    managerComment: text('manager_comment').notNull().default(''),
    /** The package's PDF to sign (a cabinet document of entity 'accreditation'). */
    documentId: integer('document_id').references(() => cabinetDocuments.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('supplier_accreditations_status_idx').on(table.status, table.submittedAt)],
);
