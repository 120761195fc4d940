import { randomUUID } from 'node:crypto';
import { type TAnalyticsEvent, ZAnalyticsEvent } from '@agrolease/contracts/analytics';
import type { Database } from '@agrolease/db';
import { assignExperiments } from '@agrolease/domain';
import type { AnalyticsBus, BusEvent } from '../../adapters/analytics-bus/analytics-bus.ts';
import { insertAnalyticsEvent, upsertUtmMarks } from './queries.ts';

/** The table writer: the one place analytics events are stored, whichever way they came. */
export async function writeAnalyticsEvent(db: Database, event: BusEvent): Promise<void> {
  const parsed = ZAnalyticsEvent.parse(event);
  await insertAnalyticsEvent(db, {
    guid: parsed.guid,
    clientId: parsed.clientId,
    sessionId: parsed.sessionId,
    eventType: parsed.eventType,
    eventName: parsed.eventName,
    location: parsed.location,
    event: parsed as unknown as Record<string, unknown>,
  });
}

/**
 * Accepts a validated event: to NATS JetStream when configured (the consumer writes it), else
 * straight to the table. If NATS cannot take it the event is written directly, so a bus
 * outage loses nothing.
 */
export async function acceptAnalyticsEvent(
  db: Database,
  bus: AnalyticsBus,
  event: TAnalyticsEvent,
  log: (line: string) => void,
): Promise<{ success: true; via: 'nats' | 'table' }> {
  const parsed = ZAnalyticsEvent.parse(event);
  if (bus.kind === 'table') {
    await bus.publish(parsed);
    return { success: true, via: 'table' };
  }
  try {
    await bus.publish(parsed);
    return { success: true, via: 'nats' };
  } catch (error) {
    log(`analytics: NATS publish failed, writing to the table: ${String(error)}`);
    await writeAnalyticsEvent(db, parsed);
    return { success: true, via: 'table' };
  }
}

export async function storeUtm(
  db: Database,
  clientId: string,
  input: {
    utm_source: string;
    utm_medium: string;
    utm_campaign: string;
    utm_content: string;
    utm_term: string;
    uid?: string;
  },
) {
  const uid = input.uid ?? randomUUID();
  await upsertUtmMarks(db, {
    uid,
    clientId,
    utmSource: input.utm_source,
    utmMedium: input.utm_medium,
    utmCampaign: input.utm_campaign,
    utmContent: input.utm_content,
    utmTerm: input.utm_term,
  });
  return { uid, marks: { ...input, uid } };
}

export function experimentsOf(clientId: string) {
  return { experiments: assignExperiments(clientId) };
}
