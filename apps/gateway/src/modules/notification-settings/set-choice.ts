import {
  NOTIFICATION_CHANNEL_TITLE,
  NOTIFICATION_KIND_INFO,
  type TNotificationChannel,
  type TNotificationKind,
} from '@agrolease/contracts/notifications';
import type { Database } from '@agrolease/db';
import { AppError } from '../../errors/app-error.ts';
import type { SessionRecord } from '../../http/session.ts';
import { kindChoices, saveChoice } from './choices.ts';

function refuse(prop: string, error: string): never {
  throw new AppError('VALIDATION', error, { fieldErrors: [{ prop, error }] });
}

/**
 * Switches letters or SMS of one kind of cabinet message on or off for the caller (decision
 * 0169). A legally required kind stays on, and a channel the kind does not go by cannot be
 * chosen: both answer 400 with the reason, as a refused field does.
 */
export async function setNotificationChoice(
  deps: { db: Database; now: () => Date },
  session: SessionRecord,
  input: { kind: TNotificationKind; channel: TNotificationChannel; enabled: '1' | '0' },
) {
  const info = NOTIFICATION_KIND_INFO[input.kind];
  if (info.required && input.enabled === '0') {
    refuse('enabled', `Это уведомление отключить нельзя. ${info.required}`);
  }
  if (!info.channels.includes(input.channel)) {
    refuse('channel', `«${info.title}» не приходят по каналу «${NOTIFICATION_CHANNEL_TITLE[input.channel]}»`);
  }
  await saveChoice(
    deps.db,
    {
      accountId: session.accountId,
      kind: input.kind,
      channel: input.channel,
      enabled: input.enabled === '1',
    },
    deps.now(),
  );
  return { success: true as const, item: await kindChoices(deps.db, session.accountId, input.kind) };
}
