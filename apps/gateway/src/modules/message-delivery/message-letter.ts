import { messagesPathOf, type TRole } from '@agrolease/contracts';

/** Waits after a failed send, by the number of tries made: then the delivery is given up. */
const RETRY_AFTER_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000];

/** When to try a failed send again, or undefined once the tries are spent (decision 0164). */
export function nextAttemptAt(attempts: number, now: Date): Date | undefined {
  const wait = RETRY_AFTER_MS[attempts - 1];
  return wait === undefined ? undefined : new Date(now.getTime() + wait);
}

/** What a cabinet message is about, enough to link to it. */
export interface MessageObject {
  title: string;
  body: string;
  entity: string;
  entityId: number | null;
  kind: string;
}

/** The client's pages of the objects its messages are about; other roles read their feed. */
const CLIENT_OBJECT_PATH: Record<string, (id: number) => string> = {
  application: (id) => `/cabinet/v2/client/apps/${id}`,
  deal: (id) => `/cabinet/v2/client/deals/${id}`,
  complaint: (id) => `/cabinet/v2/client/complaints/${id}`,
  order: (id) => `/cabinet/v2/client/orders/${id}`,
};

/**
 * Where a message's link leads (decision 0169): the object's own page where the role has one
 * (a document to sign: the documents to sign), else where the role reads its messages.
 */
export function objectPathOf(message: MessageObject, role: TRole): string {
  if (role !== 'client') return messagesPathOf(role);
  if (message.kind === 'document-to-sign') return '/cabinet/v2/client/documents';
  if (message.entity === 'document_order') return '/cabinet/v2/client/document-orders';
  const page = CLIENT_OBJECT_PATH[message.entity];
  return page && message.entityId !== null ? page(message.entityId) : messagesPathOf(role);
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The letter of a cabinet message (decisions 0164, 0169): our subject with the message's title,
 * the message itself and a link to its object in the cabinet, as plain text and as HTML.
 */
export function messageLetter(
  message: MessageObject,
  account: { role: TRole; personName: string },
  siteAddress: string,
): { subject: string; text: string; html: string } {
  const link = `${siteAddress}${objectPathOf(message, account.role)}`;
  const greeting = account.personName ? `Здравствуйте, ${account.personName}!` : 'Здравствуйте!';
  const footer =
    'Это письмо отправлено автоматически, потому что в вашем личном кабинете Агролизинга появилось новое сообщение. Отвечать на него не нужно. Какие письма получать, можно выбрать в разделе «Уведомления» учётной записи.';
  const paragraphs = message.body
    .split(/\n+/)
    .map((line) => `<p style="margin:0 0 12px">${escapeHtml(line)}</p>`)
    .join('');
  return {
    subject: `Агролизинг: ${message.title}`,
    text: [
      greeting,
      '',
      message.title,
      message.body,
      '',
      `Подробности в личном кабинете: ${link}`,
      '',
      '—',
      footer,
    ].join('\n'),
    html: `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${escapeHtml(message.title)}</title></head><body style="margin:0;padding:24px;background:#f4f6f5;font-family:Arial,sans-serif;color:#1f2a24"><div style="max-width:560px;margin:0 auto;background:#fff;border-radius:8px;padding:24px"><p style="margin:0 0 16px;color:#2f7d4f;font-weight:bold">Агролизинг</p><p style="margin:0 0 12px">${escapeHtml(greeting)}</p><h1 style="font-size:18px;margin:0 0 12px">${escapeHtml(message.title)}</h1>${paragraphs}<p style="margin:20px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#2f7d4f;color:#fff;text-decoration:none;padding:10px 18px;border-radius:6px">Открыть в личном кабинете</a></p><p style="margin:0;font-size:12px;color:#6b756f">${escapeHtml(footer)}</p></div></body></html>`,
  };
}

/** SMS longer than this are cut: two Cyrillic segments. */
const SMS_MAX = 134;

/**
 * The SMS of a message that matters (decision 0169): «Агролизинг: <title>» and the link, the
 * title cut so that the whole fits two Cyrillic segments with the link.
 */
export function messageSms(message: MessageObject, role: TRole, siteAddress: string): string {
  const link = `${siteAddress}${objectPathOf(message, role)}`;
  const room = Math.max(20, SMS_MAX - link.length - ' '.length - 'Агролизинг: '.length);
  const title =
    message.title.length > room ? `${message.title.slice(0, room - 1).trimEnd()}…` : message.title;
  return `Агролизинг: ${title} ${link}`;
}
