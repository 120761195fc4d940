import { boolean, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { applications } from './cabinet.ts';
import { accounts } from './identity.ts';

/**
 * The regional fund partner's cabinet (ppk-reo, issue 14, docs/decisions/0088): the farms of
 * the fund's region it works with (contractors, one row per partner and INN; deleted ones stay
 * and can be restored) and their requests for regional state support with their lease.
 */
export const reoContractors = pgTable(
  'reo_contractors',
  {
    id: serial('id').primaryKey(),
    partnerAccountId: integer('partner_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    inn: text('inn').notNull(),
    title: text('title').notNull(),
    /** The farm's head or contact person, as the fund knows them. */
    head: text('head').notNull().default(''),
    city: text('city').notNull().default(''),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('reo_contractors_partner_inn').on(table.partnerAccountId, table.inn)],
);

/** A farm's request for regional support of its lease, decided by the fund (wait → approve | cancel). */
export const reoApplications = pgTable(
  'reo_applications',
  {
    id: serial('id').primaryKey(),
    partnerAccountId: integer('partner_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => reoContractors.id, { onDelete: 'cascade' }),
    /** The farm's lease application the support is asked for, when it was made on the site. */
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    /** The support measure, e.g. «Субсидия на возмещение части лизинговых платежей». */
    program: text('program').notNull(),
    subject: text('subject').notNull().default(''),
    /** Roubles: the lease's machinery total and the support asked for. */
    leaseSum: integer('lease_sum').notNull(),
    supportSum: integer('support_sum').notNull(),
    status: text('status').notNull().default('wait'),
    comment: text('comment').notNull().default(''),
    decidedBy: text('decided_by').notNull().default(''),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The manager who forwarded the farm's lease application to the fund, and the note (decision 0114). */
    forwardedBy: text('forwarded_by').notNull().default(''),
    forwardComment: text('forward_comment').notNull().default(''),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('reo_applications_partner_idx').on(table.partnerAccountId, table.status)],
);
