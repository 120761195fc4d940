import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { applications, deals } from './cabinet.ts';
import { accounts } from './identity.ts';

/**
 * The agent's cabinet (issue 14, docs/decisions/0087): the client companies an agent brings
 * (contractors, found by INN in the company register) and the applications the agent started
 * for them. An application still belongs to its company (`applications.account_id`); this
 * module only records who brought it.
 */
export const agentContractors = pgTable(
  'agent_contractors',
  {
    id: serial('id').primaryKey(),
    agentAccountId: integer('agent_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    inn: text('inn').notNull(),
    ogrn: text('ogrn').notNull().default(''),
    kpp: text('kpp').notNull().default(''),
    title: text('title').notNull(),
    city: text('city').notNull().default(''),
    /** Entered by hand (a farm the register does not know): its region and address as typed. */
    region: text('region').notNull().default(''),
    address: text('address').notNull().default(''),
    /** When the company was checked: at once when found in the register, later by a manager. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('agent_contractors_agent_inn').on(table.agentAccountId, table.inn)],
);

/** An application an agent started for one of its contractors (spec 1 §2 agent applications). */
export const agentApplications = pgTable(
  'agent_applications',
  {
    applicationId: integer('application_id')
      .primaryKey()
      .references(() => applications.id, { onDelete: 'cascade' }),
    agentAccountId: integer('agent_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => agentContractors.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('agent_applications_agent_idx').on(table.agentAccountId, table.contractorId)],
);

/**
 * A commercial offer an agent built for a contractor with the calculator (spec 1 §2 agent
 * offers; docs/decisions/0092): the calculation as it was on the day, kept whole so that its PDF
 * reads the same later whatever the conditions become, and the last address it was sent to.
 */
export const agentOffers = pgTable(
  'agent_offers',
  {
    id: serial('id').primaryKey(),
    agentAccountId: integer('agent_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => agentContractors.id, { onDelete: 'cascade' }),
    /** What is leased, in the agent's words (the machine, its model). */
    subject: text('subject').notNull(),
    categoryTitle: text('category_title').notNull(),
    /** The calculator's parameters and its reply (Calc), as computed when the offer was made. */
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<Record<string, unknown>>().notNull(),
    sentTo: text('sent_to'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('agent_offers_agent_idx').on(table.agentAccountId, table.createdAt)],
);

/**
 * The agent's commission on a deal its application brought (docs/decisions/0101): accrued
 * `pending` when the deal opens, `earned` when the back office closes it. The base, the rate and
 * the amount are kept as accrued. Migration 0027 filled it for the deals that existed before.
 */
export const agentCommissions = pgTable(
  'agent_commissions',
  {
    dealId: integer('deal_id')
      .primaryKey()
      .references(() => deals.id, { onDelete: 'cascade' }),
    agentAccountId: integer('agent_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** Roubles: the machinery's total the rate applies to. */
    base: integer('base').notNull(),
    percent: doublePrecision('percent').notNull(),
    /** Roubles, rounded down. */
    amount: integer('amount').notNull(),
    /** pending | earned | paid */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    earnedAt: timestamp('earned_at', { withTimezone: true }),
    /** The payout (docs/decisions/0108, migration 0031): the payment's date and order number. */
    paidOn: date('paid_on', { mode: 'string' }),
    paymentOrder: text('payment_order'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [index('agent_commissions_agent_idx').on(table.agentAccountId, table.status)],
);

/**
 * The invitation of a contractor's head to claim the owner account an agent's application made
 * (docs/decisions/0113): the link's token (hashed), the invited phone and e-mail, and when it
 * was sent, claimed and expires. One per account; sending again replaces the token.
 */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    agentAccountId: integer('agent_account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'set null' }),
    phone: text('phone').notNull(),
    email: text('email').notNull().default(''),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [unique('company_invitations_account_key').on(table.accountId)],
);
