import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Everything a visitor sends through a service form (callback, feedback, support, agentship,
 * marketing offer, factoring application): the validated payload as sent. `fingerprint`
 * (kind + payload + sender) with `minute` makes a repeated submission within a minute a no-op.
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    /** Request number shown to the visitor, e.g. ОБР-000123. */
    code: text('code').notNull().unique(),
    clientId: text('client_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: text('status').notNull().default('received'),
    response: text('response').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('service_requests_kind_idx').on(table.kind, table.createdAt),
    index('service_requests_fingerprint_idx').on(table.fingerprint, table.createdAt),
  ],
);

/** Traffic fines on leased machinery (GetCabinetFines), by contract number or lessee INN. */
export const leaseFines = pgTable(
  'lease_fines',
  {
    id: serial('id').primaryKey(),
    contractNumber: text('contract_number').notNull(),
    inn: text('inn').notNull(),
    resolution: text('resolution').notNull(),
    date: date('date').notNull(),
    article: text('article').notNull(),
    vehicle: text('vehicle').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    paid: integer('paid').notNull(),
  },
  (table) => [
    index('lease_fines_contract_idx').on(table.contractNumber),
    index('lease_fines_inn_idx').on(table.inn),
  ],
);

/** UTM marks of a visitor (SetUTM), kept with the uid they came with. */
export const utmMarks = pgTable(
  'utm_marks',
  {
    id: serial('id').primaryKey(),
    uid: text('uid').notNull(),
    clientId: text('client_id').notNull(),
    utmSource: text('utm_source').notNull().default(''),
    utmMedium: text('utm_medium').notNull().default(''),
    utmCampaign: text('utm_campaign').notNull().default(''),
    utmContent: text('utm_content').notNull().default(''),
    utmTerm: text('utm_term').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('utm_marks_uid_idx').on(table.uid)],
);

/** Analytics events (spec 2 §3) written by the consumer (or directly when no NATS_URL). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    guid: text('guid').notNull().unique(),
    clientId: text('client_id').notNull(),
    sessionId: text('session_id').notNull(),
    eventType: text('event_type').notNull(),
    eventName: text('event_name').notNull(),
    location: text('location').notNull(),
    event: jsonb('event').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    sequence: integer('sequence'),
  },
  (table) => [index('analytics_events_received_idx').on(table.receivedAt)],
);
