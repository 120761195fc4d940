import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cabinetFiles } from './cabinet.ts';
import { contacts } from './contacts.ts';
import { accounts } from './identity.ts';

/**
 * Powers of attorney of an account's contact persons (issue 15, docs/decisions/0099): a paper
 * attorney's scans, or a machine-readable one (МЧД: its XML and the head's detached signature,
 * with what was read from them). A wizard's draft is 'draft'; a stored paper attorney is
 * 'pending' until a manager accepts it ('active') or refuses it with a reason ('refused',
 * decision 0155); an МЧД, checked by machine, is 'active' at once. Only 'active' counts;
 * 'revoked' and 'replaced' are history. At most one active attorney a contact (the index below).
 */
export const attorneys = pgTable(
  'attorneys',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    contactId: integer('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    /** 'scan' (a paper attorney, scanned) or 'm4d' (machine-readable, МЧД). */
    kind: text('kind').notNull().default('scan'),
    /** 'draft', 'pending', 'active', 'refused', 'revoked', 'replaced'. */
    status: text('status').notNull().default('draft'),
    /** The wizard's furthest step. */
    maxStep: integer('max_step').notNull().default(1),
    /** The paper attorney's number, or the МЧД's GUID (НомДовер). */
    number: text('number').notNull().default(''),
    /** yyyy-mm-dd. */
    issuedOn: text('issued_on').notNull().default(''),
    expiresOn: text('expires_on').notNull().default(''),
    /** The representative's position as the attorney names it (customPosition). */
    position: text('position').notNull().default(''),
    representativeInn: text('representative_inn').notNull().default(''),
    representativeSnils: text('representative_snils').notNull().default(''),
    /** Scans of a paper attorney: cabinet file ids. */
    scanFileIds: jsonb('scan_file_ids').$type<number[]>().notNull().default([]),
    xmlFileId: integer('xml_file_id').references(() => cabinetFiles.id, { onDelete: 'set null' }),
    sigFileId: integer('sig_file_id').references(() => cabinetFiles.id, { onDelete: 'set null' }),
    /** What the МЧД says (principal, head, representative, powers) once its checks passed. */
    facts: jsonb('facts').$type<Record<string, unknown>>(),
    /** The МЧД's machine-readable power codes. */
    powers: jsonb('powers').$type<string[]>().notNull().default([]),
    /** Who signed the МЧД: the head's certificate subject and thumbprint. */
    signedBy: text('signed_by').notNull().default(''),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** When the client stored it (a paper one then waits for the manager). */
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The manager's decision on a paper attorney: when, who, and the reason of a refusal. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => accounts.id, { onDelete: 'set null' }),
    reviewReason: text('review_reason').notNull().default(''),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('attorneys_account_idx').on(table.accountId),
    index('attorneys_contact_idx').on(table.contactId, table.status),
    uniqueIndex('attorneys_one_active_a_contact').on(table.contactId).where(sql`"status" = 'active'`),
    index('attorneys_pending_idx').on(table.submittedAt).where(sql`"status" = 'pending'`),
  ],
);
