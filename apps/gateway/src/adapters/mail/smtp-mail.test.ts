import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageLetter } from '../../modules/message-delivery/message-letter.ts';
import { createSmtpMail } from './smtp-mail.ts';

/**
 * The real SMTP adapter against a real SMTP server on this machine (decision 0169): what a mail
 * server receives is what a person's mailbox shows.
 */
describe('letters over SMTP', () => {
  const received: { to: string[]; mail: ParsedMail }[] = [];
  let server: SMTPServer;
  let port: number;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends a cabinet message as a Russian letter with its text and HTML parts and a link to the object', async () => {
    const mail = createSmtpMail({
      url: `smtp://127.0.0.1:${port}`,
      from: 'Агролизинг <noreply@agrolease.local>',
    });
    const letter = messageLetter(
      {
        title: 'Заявка З-000042 одобрена',
        body: 'Посмотрите условия предложения на странице заявки и примите его или отклоните.',
        entity: 'application',
        entityId: 42,
        kind: 'offer',
      },
      { role: 'client', personName: 'Петров Иван Сергеевич' },
      'https://agrolease.example',
    );
    await mail.send({ to: 'farmer@example.ru', ...letter });

    expect(received).toHaveLength(1);
    const [{ to, mail: got }] = received as [{ to: string[]; mail: ParsedMail }];
    expect(to).toEqual(['farmer@example.ru']);
    expect(got.subject).toBe('Агролизинг: Заявка З-000042 одобрена');
    expect(got.from?.value[0]).toMatchObject({ name: 'Агролизинг', address: 'noreply@agrolease.local' });
    expect(got.text).toContain('Здравствуйте, Петров Иван Сергеевич!');
    expect(got.text).toContain('https://agrolease.example/cabinet/v2/client/apps/42');
    expect(got.html).toContain('Посмотрите условия предложения');
    expect(got.html).toContain('href="https://agrolease.example/cabinet/v2/client/apps/42"');
    expect(got.html).toContain('Открыть в личном кабинете');
  });

  it('escapes what a message carries into the HTML part', async () => {
    const letter = messageLetter(
      {
        title: 'Ответ <b>поставщика</b>',
        body: 'A & B <script>',
        entity: 'complaint',
        entityId: 7,
        kind: 'complaint',
      },
      { role: 'client', personName: '' },
      'https://agrolease.example',
    );
    expect(letter.html).not.toContain('<script>');
    expect(letter.html).toContain('A &#38; B &#60;script&#62;');
  });
});
