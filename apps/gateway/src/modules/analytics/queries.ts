import type { Database } from '@agrolease/db';
import { schema } from '@agrolease/db';

const { analyticsEvents, utmMarks } = schema;

export function insertAnalyticsEvent(db: Database, row: typeof analyticsEvents.$inferInsert) {
  // The bus may deliver an event twice (redelivery after a failed ack): the guid keeps one copy.
  return db.insert(analyticsEvents).values(row).onConflictDoNothing({ target: analyticsEvents.guid });
}

export function upsertUtmMarks(db: Database, row: typeof utmMarks.$inferInsert) {
  const { uid: _uid, ...marks } = row;
  return db.insert(utmMarks).values(row).onConflictDoUpdate({ target: utmMarks.uid, set: marks });
}
