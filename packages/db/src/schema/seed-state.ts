import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per finished demo-data generation: its seed, scale and when it ended. */
export const seedState = pgTable('seed_state', {
  seed: integer('seed').notNull(),
  scale: text('scale').notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
});
