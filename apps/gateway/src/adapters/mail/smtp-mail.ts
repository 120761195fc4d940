import nodemailer from 'nodemailer';
import type { MailSender } from './mail-sender.ts';

/** Letters over SMTP (SMTP_URL, e.g. smtp://user:password@smtp.example.ru:587). */
export function createSmtpMail(options: { url: string; from: string }): MailSender {
  const transport = nodemailer.createTransport(options.url);
  return {
    name: 'smtp',
    async send({ to, subject, text, attachments = [] }) {
      await transport.sendMail({ from: options.from, to, subject, text, attachments });
    },
  };
}
