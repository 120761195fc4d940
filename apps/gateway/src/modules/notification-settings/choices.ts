import {
  NOTIFICATION_KIND_INFO,
  NOTIFICATION_KINDS,
  type TNotificationChannel,
  type TNotificationKind,
  type TNotificationKindChoices,
} from '@agrolease/contracts/notifications';
import { type DbExecutor, schema } from '@agrolease/db';
import { and, eq, sql } from 'drizzle-orm';

const { notificationChoices } = schema;

type ChoiceRows = { kind: string; channel: string; enabled: boolean }[];

function isOn(rows: ChoiceRows, kind: TNotificationKind, channel: TNotificationChannel): boolean {
  if (NOTIFICATION_KIND_INFO[kind].required) return true;
  return rows.find((row) => row.kind === kind && row.channel === channel)?.enabled ?? true;
}

function choicesOfKind(rows: ChoiceRows, kind: TNotificationKind): TNotificationKindChoices {
  const info = NOTIFICATION_KIND_INFO[kind];
  const locked = Boolean(info.required);
  return {
    kind,
    group: info.group,
    title: info.title,
    required_reason: info.required ?? '',
    email: { enabled: isOn(rows, kind, 'email'), locked },
    sms: info.channels.includes('sms') ? { enabled: isOn(rows, kind, 'sms'), locked } : null,
  };
}

function choiceRows(db: DbExecutor, accountId: number): Promise<ChoiceRows> {
  return db
    .select({
      kind: notificationChoices.kind,
      channel: notificationChoices.channel,
      enabled: notificationChoices.enabled,
    })
    .from(notificationChoices)
    .where(eq(notificationChoices.accountId, accountId));
}

/** Every kind with the account's choice on each of its channels, in the contracts' order. */
export async function accountChoices(db: DbExecutor, accountId: number): Promise<TNotificationKindChoices[]> {
  const rows = await choiceRows(db, accountId);
  return NOTIFICATION_KINDS.map((kind) => choicesOfKind(rows, kind));
}

export async function kindChoices(
  db: DbExecutor,
  accountId: number,
  kind: TNotificationKind,
): Promise<TNotificationKindChoices> {
  return choicesOfKind(await choiceRows(db, accountId), kind);
}

/**
 * Whether a message of this kind goes to the account by this channel (the dispatcher asks at
 * send time, so that a choice made while a letter waits holds): a required kind always, a channel
 * the kind has not never, else as the account chose, on by default.
 */
export async function channelChosen(
  db: DbExecutor,
  accountId: number,
  kind: string,
  channel: TNotificationChannel,
): Promise<boolean> {
  const known = (NOTIFICATION_KINDS as readonly string[]).includes(kind)
    ? (kind as TNotificationKind)
    : 'other';
  const info = NOTIFICATION_KIND_INFO[known];
  if (!info.channels.includes(channel)) return false;
  if (info.required) return true;
  const [row] = await db
    .select({ enabled: notificationChoices.enabled })
    .from(notificationChoices)
    .where(
      and(
        eq(notificationChoices.accountId, accountId),
        eq(notificationChoices.kind, known),
        eq(notificationChoices.channel, channel),
      ),
    );
  return row?.enabled ?? true;
}

export async function saveChoice(
  db: DbExecutor,
  choice: { accountId: number; kind: TNotificationKind; channel: TNotificationChannel; enabled: boolean },
  now: Date,
): Promise<void> {
  await db
    .insert(notificationChoices)
    .values({ ...choice, updatedAt: now })
    .onConflictDoUpdate({
      target: [notificationChoices.accountId, notificationChoices.kind, notificationChoices.channel],
      set: { enabled: sql`excluded.enabled`, updatedAt: now },
    });
}
