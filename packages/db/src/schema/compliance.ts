import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { cabinetDocuments } from './cabinet.ts';
import { accounts } from './identity.ts';

/**
 * The client's compliance forms (issue 15, docs/decisions/0102): the beneficiary questionnaire
 * (115-ФЗ), the credit declaration and the registration of a non-resident, one row per object of
 * a wizard. Steps and states live in packages/domain (compliance-wizards.ts); a questionnaire's
 * or declaration's state follows the signature of its document.
 */
export const complianceForms = pgTable(
  'compliance_forms',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** 'beneficiary', 'credit_declaration' or 'non_resident'. */
    kind: text('kind').notNull(),
    /** 'АБ-000001', 'КД-000001', 'НР-000001': given when the object is created. */
    code: text('code'),
    step: smallint('step').notNull().default(1),
    maxStep: smallint('max_step').notNull().default(1),
    /** What the steps saved (answers, owners, obligations, company, contact). */
    form: jsonb('form').$type<Record<string, unknown>>().notNull().default({}),
    /** The PDF to sign (a cabinet document), formed at the step before signing. */
    documentId: integer('document_id').references(() => cabinetDocuments.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('compliance_forms_account_idx').on(table.accountId, table.kind, table.createdAt),
    index('compliance_forms_updated_idx').on(table.updatedAt),
  ],
);
