import type { Transporter } from 'nodemailer';
import type { MailSender } from './mail-sender.ts';

/**
 * Letters over SMTP (SMTP_URL, e.g. smtp://user:password@smtp.example.ru:587): the text, and the
 * HTML part as an alternative where the letter has one.
 */
export function createSmtpMail(options: { url: string; from: string }): MailSender {
  // nodemailer is loaded with the first letter: a web worker that sends none never holds it
  // (decision 0193).
  let transport: Promise<Transporter> | undefined;
  return {
    name: 'smtp',
    async send({ to, subject, text, html, attachments = [] }) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport(options.url),
      );
      await (await transport).sendMail({ from: options.from, to, subject, text, html, attachments });
    },
  };
}
