import { createHash } from 'node:crypto';
import { testDrivers } from '@agrolease/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { CLOSING_NOTE, consultantName } from './service.ts';

/** Tuesday 24 November 2026, 12:00 in Moscow: consultants are at work. */
const WORKING = new Date('2026-11-24T09:00:00Z');
const UNKNOWN = 'f'.repeat(64);
const q = encodeURIComponent;

describe.each(testDrivers())('chat console calls on %s', (driver) => {
  let gateway: TestGateway;
  let manager = '';
  let client = '';
  const clock = { at: WORKING, now: () => new Date(clock.at) };
  let visitorSeq = 0;

  beforeAll(async () => {
    gateway = await buildTestGateway({ driver, adapters: { clock } });
    manager = await signIn('manager');
    client = await signIn('client');
  });
  afterAll(() => gateway.close());

  async function signIn(login: string) {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/srv/getauth',
      payload: new URLSearchParams({ login, password: 'Demo-2001' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: `10.9.0.${login.length}`,
    });
    return response.json().token as string;
  }

  const asOperator = (token: string): Record<string, string> => (token ? { authToken: token } : {});
  const get = (url: string, token = manager) =>
    gateway.app.inject({ method: 'GET', url, cookies: asOperator(token) });
  const post = (url: string, payload: Record<string, string>, token = manager) =>
    gateway.app.inject({
      method: 'POST',
      url,
      cookies: asOperator(token),
      payload: new URLSearchParams(payload).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  /** A visitor opens the widget and writes; answers the visitor's own calls and the operator key. */
  async function visitorWrites(text: string) {
    visitorSeq += 1;
    const clientId = `client-console-${String(visitorSeq).padStart(4, '0')}`;
    const visitor = (url: string) =>
      gateway.app.inject({ method: 'GET', url, cookies: { client_id: clientId } });
    const { chat_token } = (await visitor('/srv/SetChatAuth')).json();
    const say = async (message: string) =>
      (await visitor(`/srv/SetChatMessage?chat_token=${chat_token}&message=${q(message)}`)).json();
    await say(text);
    // The operator key is the SHA-256 of the visitor's token (decision 0056).
    const key = createHash('sha256').update(chat_token).digest('hex');
    return {
      visitorToken: chat_token as string,
      key,
      say,
      read: async (last = '0') =>
        (await visitor(`/srv/GetChatMessages?chat_token=${chat_token}&id_message_last=${last}`)).json(),
    };
  }

  it('lists conversations newest first with unread visitor messages, and marks them read when opened', async () => {
    const first = await visitorWrites('Нужен трактор Кировец К-525');
    const second = await visitorWrites('Сколько стоит комбайн?');
    await second.say('И какой аванс?');
    const listed = (await get('/srv/Backoffice/ChatConversations')).json();
    expect(listed.success).toBe(true);
    const keys = listed.conversations.map((item: { chat_token: string }) => item.chat_token);
    expect(keys.indexOf(second.key)).toBeLessThan(keys.indexOf(first.key));
    const secondRow = listed.conversations.find(
      (item: { chat_token: string }) => item.chat_token === second.key,
    );
    expect(secondRow).toMatchObject({
      status: 'open',
      unread: 2,
      messages_count: 3,
      last_message: { author: 'visitor', text: 'И какой аванс?' },
    });
    expect(second.key).toMatch(/^[0-9a-f]{64}$/);
    expect(second.key).not.toBe(second.visitorToken);

    const opened = (await get(`/srv/Backoffice/ChatMessages?chat_token=${second.key}`)).json();
    expect(opened.messages.map((message: { author: string }) => message.author)).toEqual([
      'visitor',
      'system',
      'visitor',
    ]);
    expect(opened.lastMessageID).toBe(String(opened.messages[2].id));
    const after = (await get('/srv/Backoffice/ChatConversations')).json();
    expect(
      after.conversations.find((item: { chat_token: string }) => item.chat_token === second.key).unread,
    ).toBe(0);
    expect(after.unread_total).toBe(listed.unread_total - 2);
    const none = (
      await get(
        `/srv/Backoffice/ChatMessages?chat_token=${second.key}&id_message_last=${opened.lastMessageID}`,
      )
    ).json();
    expect(none).toMatchObject({ messages: [], lastMessageID: opened.lastMessageID });
  });

  it("delivers the consultant's reply to the visitor through GetChatMessages", async () => {
    const chat = await visitorWrites('Есть ли лизинг для ИП?');
    const seen = await chat.read();
    const replied = await post('/srv/Backoffice/ChatReply', {
      chat_token: chat.key,
      message: 'Да, для ИП тоже. Какая техника нужна?',
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json().messages.at(-1)).toMatchObject({
      author: 'consultant',
      text: 'Да, для ИП тоже. Какая техника нужна?',
    });
    const fresh = await chat.read(seen.lastMessageID);
    expect(fresh.messages).toEqual([
      expect.objectContaining({ author: 'consultant', text: 'Да, для ИП тоже. Какая техника нужна?' }),
    ]);
  });

  it('shows the visitor the answering manager instead of the company once a manager answers', async () => {
    const chat = await visitorWrites('Подскажите по сроку поставки');
    const before = await chat.read();
    expect(before.consultant).toMatchObject({ name: 'АО «Агролизинг»', position: 'Консультант по лизингу' });
    await post('/srv/Backoffice/ChatReply', {
      chat_token: chat.key,
      message: 'Две недели с момента оплаты аванса.',
    });
    const after = await chat.read(before.lastMessageID);
    expect(after.consultant).toEqual({
      name: 'Елена Орлова',
      position: 'Ведущий менеджер по лизингу',
      photo: '/img/chat/managers/orlova.svg',
    });
    // The widget's reconnect (GetChatAuth) carries the same consultant.
    const auth = await gateway.app.inject({
      method: 'GET',
      url: `/srv/GetChatAuth?chat_token=${chat.visitorToken}`,
      cookies: { client_id: `client-console-${String(visitorSeq).padStart(4, '0')}` },
    });
    expect(auth.json().consultant.name).toBe('Елена Орлова');
  });

  it('closes a conversation with a note to the visitor; a new visitor message reopens it', async () => {
    const chat = await visitorWrites('Спасибо, всё понятно');
    const closed = await post('/srv/Backoffice/ChatClose', { chat_token: chat.key });
    expect(closed.json()).toEqual({ success: true, chat_token: chat.key, status: 'closed' });
    expect((await chat.read()).messages.at(-1)).toMatchObject({ author: 'system', text: CLOSING_NOTE });
    const closedList = (await get('/srv/Backoffice/ChatConversations?status=closed')).json();
    expect(closedList.conversations.map((item: { chat_token: string }) => item.chat_token)).toContain(
      chat.key,
    );
    const openList = (await get('/srv/Backoffice/ChatConversations?status=open')).json();
    expect(openList.conversations.map((item: { chat_token: string }) => item.chat_token)).not.toContain(
      chat.key,
    );
    // Closing twice leaves one note.
    await post('/srv/Backoffice/ChatClose', { chat_token: chat.key });
    const notes = (await chat.read()).messages.filter(
      (message: { text: string }) => message.text === CLOSING_NOTE,
    );
    expect(notes).toHaveLength(1);

    await chat.say('Ещё вопрос про страховку');
    const reopened = (await get(`/srv/Backoffice/ChatMessages?chat_token=${chat.key}`)).json();
    expect(reopened.status).toBe('open');
  });

  it('answers 400 in the error shape for bad input', async () => {
    const chat = await visitorWrites('Проверка');
    const badToken = await get('/srv/Backoffice/ChatMessages?chat_token=not-a-key');
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json()).toMatchObject({
      success: false,
      error_message: expect.any(String),
      errors_list: [{ prop: 'chat_token', error: 'Неверный идентификатор диалога' }],
    });
    expect(
      (await get(`/srv/Backoffice/ChatMessages?chat_token=${chat.key}&id_message_last=-1`)).statusCode,
    ).toBe(400);
    expect((await get('/srv/Backoffice/ChatConversations?status=archived')).statusCode).toBe(400);
    const empty = await post('/srv/Backoffice/ChatReply', { chat_token: chat.key, message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors_list).toEqual([{ prop: 'message', error: 'Поле не может быть пустым' }]);
    expect(
      (await post('/srv/Backoffice/ChatReply', { chat_token: chat.key, message: 'я'.repeat(2001) }))
        .statusCode,
    ).toBe(400);
    expect((await post('/srv/Backoffice/ChatClose', {})).statusCode).toBe(400);
  });

  it('answers 404 for an unknown conversation', async () => {
    expect((await get(`/srv/Backoffice/ChatMessages?chat_token=${UNKNOWN}`)).statusCode).toBe(404);
    expect(
      (await post('/srv/Backoffice/ChatReply', { chat_token: UNKNOWN, message: 'Добрый день' })).statusCode,
    ).toBe(404);
    const close = await post('/srv/Backoffice/ChatClose', { chat_token: UNKNOWN });
    expect(close.statusCode).toBe(404);
    expect(close.json()).toMatchObject({ success: false, error_message: 'Диалог не найден' });
  });

  it('is for managers only: a guest gets 401, another role 403', async () => {
    const chat = await visitorWrites('Кто мне ответит?');
    const calls = [
      (token: string) => get('/srv/Backoffice/ChatConversations', token),
      (token: string) => get(`/srv/Backoffice/ChatMessages?chat_token=${chat.key}`, token),
      (token: string) =>
        post('/srv/Backoffice/ChatReply', { chat_token: chat.key, message: 'Здравствуйте' }, token),
      (token: string) => post('/srv/Backoffice/ChatClose', { chat_token: chat.key }, token),
    ];
    for (const call of calls) {
      const guest = await call('');
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toMatchObject({
        success: false,
        error_message: 'Требуется вход в личный кабинет',
      });
      const wrongRole = await call(client);
      expect(wrongRole.statusCode).toBe(403);
      expect(wrongRole.json()).toMatchObject({
        success: false,
        error_message: 'Раздел недоступен для вашей роли',
      });
    }
    // Nothing was answered or closed by them.
    expect((await chat.read()).messages.map((message: { author: string }) => message.author)).toEqual([
      'visitor',
      'system',
    ]);
  });
});

describe('the name a manager without a profile shows', () => {
  it('is the given name and the family name of the account', () => {
    expect(consultantName('Орлова Елена Викторовна')).toBe('Елена Орлова');
    expect(consultantName('  Орлова  ')).toBe('Орлова');
    expect(consultantName('')).toBe('');
  });
});
