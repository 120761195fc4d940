import type { TPartnerLetterKind } from '@agrolease/contracts/partner-letters';
import type { GatewayAdapters } from '../../adapters/index.ts';
import type { MailAttachment } from '../../adapters/mail/mail-sender.ts';
import { recordSecurityEvent } from '../security-log/index.ts';
import { partnerLetterBody } from './letter-text.ts';
import { insertPartnerLetter } from './queries.ts';
import {
  type Admission,
  admitRecipient,
  type CounterpartyCheck,
  type PartnerChannel,
  type PartnerSender,
  type RecipientDeps,
} from './recipient-policy.ts';

/**
 * The one way a partner account makes the site write to an address it typed (decision 0153):
 * the recipient policy first, then the letter that names the sender, then the outgoing log and
 * the security log.
 */

export interface PartnerMailDeps extends RecipientDeps {
  adapters: Pick<GatewayAdapters, 'attempts' | 'clock' | 'mail' | 'sms'>;
}

export interface PartnerLetter {
  kind: TPartnerLetterKind;
  to: string;
  /** Our fixed words only: never the partner's title. */
  subject: string;
  /** The letter's own lines; the partner's text in them goes through `quoted`/`unlinked`. */
  lines: string[];
  attachments?: MailAttachment[];
  isCounterparty: CounterpartyCheck;
  /** The request's field holding the address, named by a refusal. */
  field: string;
}

/** Writes what left to the outgoing log and the security log. */
export async function recordPartnerMessage(
  deps: Pick<PartnerMailDeps, 'db' | 'adapters'>,
  sender: PartnerSender,
  message: {
    kind: TPartnerLetterKind;
    channel: PartnerChannel;
    admission: Admission;
    subject: string;
    attachment?: string;
  },
): Promise<void> {
  const now = deps.adapters.clock.now();
  await insertPartnerLetter(deps.db, {
    accountId: sender.accountId,
    companyInn: sender.account.inn,
    companyTitle: sender.account.companyTitle,
    channel: message.channel,
    recipient: message.admission.address,
    subject: message.subject,
    kind: message.kind,
    attachment: message.attachment ?? '',
    isNewAddress: message.admission.isNew,
    createdAt: now,
  });
  await recordSecurityEvent(
    deps.db,
    {
      accountId: sender.accountId,
      kind: 'partner-letter-sent',
      ip: sender.ip,
      detail: { to: message.admission.address, subject: message.subject },
    },
    now,
  );
}

/** Sends one letter from a partner account; answers the address it went to. */
export async function sendPartnerLetter(
  deps: PartnerMailDeps,
  sender: PartnerSender,
  letter: PartnerLetter,
): Promise<{ to: string; isNew: boolean }> {
  const admission = await admitRecipient(deps, sender, {
    channel: 'email',
    to: letter.to,
    isCounterparty: letter.isCounterparty,
    field: letter.field,
  });
  try {
    await deps.adapters.mail.send({
      to: admission.address,
      subject: letter.subject,
      text: partnerLetterBody(sender.account, letter.lines),
      attachments: letter.attachments,
    });
  } catch (error) {
    await admission.release();
    throw error;
  }
  await recordPartnerMessage(deps, sender, {
    kind: letter.kind,
    channel: 'email',
    admission,
    subject: letter.subject,
    attachment: letter.attachments?.map((file) => file.filename).join(', '),
  });
  return { to: admission.address, isNew: admission.isNew };
}
