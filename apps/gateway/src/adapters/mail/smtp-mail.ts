import nodemailer from 'nodemailer';
import type { MailSender } from './mail-sender.ts';

/**
 * Letters over SMTP (SMTP_URL, e.g. smtp://user:password@smtp.example.ru:587): the text, and the
 * HTML part as an alternative where the letter has one.
 */
export function createSmtpMail(options: { url: string; from: string }): MailSender {
  const transport = nodemailer.createTransport(options.url);
  return {
    name: 'smtp',
    async send({ to, subject, text, html, attachments = [] }) {
      await transport.sendMail({ from: options.from, to, subject, text, html, attachments });
    },
  };
}
