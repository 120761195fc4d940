import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './identity.ts';

/**
 * Sign-in sessions (ARCHITECTURE.md §6): the random token is never stored, only its SHA-256.
 * A session slides: every use moves expires_at (docs/decisions/0040-sessions.md).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (table) => [index('sessions_account_idx').on(table.accountId)],
);

/**
 * One-time codes sent by SMS or e-mail: stored hashed, with their purpose and recipient
 * (normalised phone or e-mail) and the requesting IP. Their limits (resend, daily and hourly
 * caps, wrong guesses) are attempt counters (decision 0078).
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    recipient: text('recipient').notNull(),
    /** What a signing code is for (the document set): the once-a-minute rule counts per scope. */
    scope: text('scope').notNull().default(''),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull().default(''),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('one_time_codes_recipient_idx').on(table.recipient, table.createdAt),
    index('one_time_codes_ip_idx').on(table.ip, table.createdAt),
  ],
);

/**
 * Attempt counters of the limiters (password lockout, code sending and guessing, per-IP call
 * limits) when there is no Redis: one row per key and window, incremented atomically by
 * `insert … on conflict do update … returning` (decision 0078).
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('attempt_counters_expires_idx').on(table.expiresAt)],
);

/** SMS and letters of the local adapters (development and tests), shown at /dev/outbox. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull().default(''),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A registration in progress: created when the phone (or e-mail) is confirmed, carried by
 * the browser as a random token (stored hashed) until the account is created.
 */
export const registrations = pgTable('registrations', {
  id: serial('id').primaryKey(),
  tokenHash: text('token_hash').notNull().unique(),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  accountId: integer('account_id').references(() => accounts.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Challenges of sign-in and registration by certificate (AuthCSP, decision 0068): the browser
 * signs the text with the CryptoPro plug-in; a challenge is bound to the INN it was asked for,
 * lives five minutes and is used once.
 */
export const cspChallenges = pgTable(
  'csp_challenges',
  {
    id: serial('id').primaryKey(),
    idQuery: text('id_query').notNull().unique(),
    inn: text('inn').notNull(),
    challenge: text('challenge').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('csp_challenges_ip_idx').on(table.ip, table.createdAt)],
);
