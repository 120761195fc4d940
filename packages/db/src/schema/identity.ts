import type { CompanyProofMethod, CompanyStatus } from '@agrolease/domain/company-proof';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export const accountRole = pgEnum('account_role', [
  'client',
  'supplier',
  'agent',
  'factoring-supplier',
  'factoring-customer',
  'ppk-reo',
  'manager',
]);

export const accounts = pgTable(
  'accounts',
  {
    id: serial('id').primaryKey(),
    login: text('login').notNull().unique(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: accountRole('role').notNull(),
    isAccredited: boolean('is_accredited').notNull().default(false),
    companyTitle: text('company_title').notNull(),
    inn: text('inn').notNull(),
    ogrn: text('ogrn').notNull().default(''),
    kpp: text('kpp').notNull().default(''),
    /** Name of the person who signs in (registration step "person"). */
    personName: text('person_name').notNull().default(''),
    /** When the personal-data consent and user agreement were accepted; null sends the user to /pd/. */
    agreementsAcceptedAt: timestamp('agreements_accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the account was registered; null for the owner account an agent's application made for
     * a contractor not yet invited to claim it (decision 0113): nobody can sign in to it.
     */
    registeredAt: timestamp('registered_at', { withTimezone: true }).defaultNow(),
    /**
     * Whether the account acts for the company of its INN (issue 35, decision 0156): `unconfirmed`
     * until proven by the head's certificate or a manager's check of documents; `detached` once
     * another person proved the INN. Only `confirmed` sends applications, signs and sees the
     * company's objects.
     */
    companyStatus: text('company_status').$type<CompanyStatus>().notNull().default('unconfirmed'),
    /** How the company was proven (`certificate`, `documents`, `agent-invitation`, `seed`, `legacy`). */
    companyProof: text('company_proof').$type<CompanyProofMethod | ''>().notNull().default(''),
    companyConfirmedAt: timestamp('company_confirmed_at', { withTimezone: true }),
    /** Why the account was detached from its company, for the account itself to read. */
    companyNote: text('company_note').notNull().default(''),
  },
  // A confirmed company's people, who share its objects (decision 0162, company-scope.ts).
  (table) => [
    index('accounts_confirmed_company_idx')
      .on(table.inn, table.role)
      .where(sql`"company_status" = 'confirmed'`),
  ],
);

/**
 * A counter per account that the database grows whenever a row of the account changes
 * (triggers of the account-generation migration, decision 0131): pages kept for a signed-in
 * account are keyed by it. No row yet reads as generation 0.
 */
export const accountGeneration = pgTable('account_generation', {
  accountId: integer('account_id').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
});
