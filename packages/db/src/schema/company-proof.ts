import type { CompanyProofDocumentKind, CompanyProofRequestStatus } from '@agrolease/domain/company-proof';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './identity.ts';

/**
 * A request to prove an account's company by documents (issue 35, decision 0156): the person's
 * position, the uploaded files (the account's own files), and the manager's decision. One open
 * (`review`) request per account at a time.
 */
export const companyProofRequests = pgTable(
  'company_proof_requests',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    inn: text('inn').notNull(),
    companyTitle: text('company_title').notNull(),
    personName: text('person_name').notNull(),
    personPosition: text('person_position').notNull(),
    isHead: integer('is_head').notNull().default(0),
    documents: jsonb('documents').$type<{ kind: CompanyProofDocumentKind; fileId: number }[]>().notNull(),
    status: text('status').$type<CompanyProofRequestStatus>().notNull().default('review'),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => accounts.id, { onDelete: 'set null' }),
  },
  (table) => [
    index('company_proof_requests_account_idx').on(table.accountId),
    index('company_proof_requests_status_idx').on(table.status, table.createdAt),
  ],
);
