/**
 * The text of a letter a partner account sends through the site (decision 0153). Letters are
 * plain text (the mail adapter has no HTML part), and what the partner typed is put in them
 * so that no mail client makes a link of it: the scheme's colon and the dots of host names are
 * broken (`https[:]//pay[.]example`), and line breaks are flattened so it cannot pose as our
 * own lines. Only our fixed words make the subject.
 */

/** A partner's text on one line, with nothing a mail client would turn into a link. */
export function unlinked(text: string): string {
  return (
    text
      .replace(/\s+/g, ' ')
      .trim()
      // https://, ftp://, any scheme with its slashes
      .replace(/([a-z][a-z0-9+.-]*):\/\//gi, '$1[:]//')
      // mailto:, tel:, sms: … without slashes
      .replace(/\b(mailto|tel|sms|callto|skype|whatsapp|tg|javascript|data):/gi, '$1[:]')
      // IPv4 addresses
      .replace(/\b(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\b/g, '$1[.]$2[.]$3[.]$4')
      // a dot between parts of a host name whose next part has a letter: pay.example.ru, www.x.рф
      .replace(/([\p{L}\p{N}_-])\.(?=[\p{N}_-]*\p{L})/gu, '$1[.]')
  );
}

/** A partner's title as a quotation inside our sentence. */
export function quoted(text: string): string {
  return `«${unlinked(text)}»`;
}

export interface LetterSender {
  login: string;
  personName: string;
  companyTitle: string;
  inn: string;
}

/** The first line of every partner letter: who sent it, from which company. */
export function senderLine(sender: LetterSender): string {
  const person = unlinked(sender.personName) || unlinked(sender.login);
  return `Письмо отправлено из личного кабинета Агролизинга пользователем ${person} организации ${unlinked(sender.companyTitle)}, ИНН ${sender.inn}.`;
}

export const PARTNER_LETTER_WARNING =
  'Текст и вложения подготовил пользователь кабинета; АО «Агролизинг» их не проверяет. Агролизинг никогда не просит оплатить счёт по ссылке из письма: если сомневаетесь, позвоните в Агролизинг по телефону с сайта компании.';

/** The whole body: who sent it, the letter's own lines, and the warning. */
export function partnerLetterBody(sender: LetterSender, lines: readonly string[]): string {
  return [senderLine(sender), '', ...lines, '', '—', PARTNER_LETTER_WARNING].join('\n');
}
