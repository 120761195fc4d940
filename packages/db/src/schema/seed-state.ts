import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per finished demo-data generation: its seed, scale and when it ended. */
export const seedState = pgTable('seed_state', {
  seed: integer('seed').notNull(),
  scale: text('scale').notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Demo data added after a database's first generation (seed/demo-additions.ts): each runs
 * once, recorded here, so an existing database receives what a later version adds.
 */
export const seedAdditions = pgTable('seed_additions', {
  name: text('name').primaryKey(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});
