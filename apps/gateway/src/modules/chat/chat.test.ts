import { testDrivers } from '@agrolease/db/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway, type TestGateway } from '../../testing/build-test-gateway.ts';
import { isWorkingTime } from './service.ts';

const VISITOR = 'client-chat-0001';
const STRANGER = 'client-chat-0002';
/** Tuesday 24 November 2026, 12:00 in Moscow. */
const WORKING = new Date('2026-11-24T09:00:00Z');
/** Saturday 28 November 2026, 12:00 in Moscow. */
const WEEKEND = new Date('2026-11-28T09:00:00Z');

describe('consultants working hours', () => {
  it('are working days from 9:00 to 18:00 Moscow time, 17:00 on shortened days', () => {
    expect(isWorkingTime(WORKING)).toBe(true);
    expect(isWorkingTime(new Date('2026-11-24T05:59:00Z'))).toBe(false); // 8:59
    expect(isWorkingTime(new Date('2026-11-24T15:00:00Z'))).toBe(false); // 18:00
    expect(isWorkingTime(WEEKEND)).toBe(false);
    expect(isWorkingTime(new Date('2026-11-04T09:00:00Z'))).toBe(false); // holiday
    expect(isWorkingTime(new Date('2026-11-03T14:30:00Z'))).toBe(false); // 17:30 on a shortened day
  });
});

describe.each(testDrivers())('chat calls on %s', (driver) => {
  let gateway: TestGateway;
  const clock = { at: WORKING, now: () => new Date(clock.at) };
  beforeAll(async () => {
    gateway = await buildTestGateway({ driver, seeded: false, adapters: { clock } });
  });
  afterAll(() => gateway.close());

  const get = (url: string, clientId = VISITOR) =>
    gateway.app.inject({ method: 'GET', url, cookies: clientId ? { client_id: clientId } : {} });
  const q = encodeURIComponent;

  it('opens a chat with the company as the default consultant', async () => {
    clock.at = WORKING;
    const opened = (await get('/srv/SetChatAuth')).json();
    expect(opened).toMatchObject({
      success: true,
      chat_token: expect.stringMatching(/^[A-Za-z0-9_-]{40,}$/),
      isWork: true,
      isBusy: false,
      BusyText: '',
      consultant: { name: 'АО «Агролизинг»', position: 'Консультант по лизингу' },
      error_message: '',
    });
    expect((await get(`/srv/GetChatAuth?chat_token=${opened.chat_token}`)).json().success).toBe(true);
    expect((await get('/srv/SetChatAuth', '')).statusCode).toBe(400);
  });

  it('sends messages and answers those after id_message_last, with a greeting once', async () => {
    clock.at = WORKING;
    const { chat_token } = (await get('/srv/SetChatAuth')).json();
    const sent = (
      await get(`/srv/SetChatMessage?chat_token=${chat_token}&message=${q('Здравствуйте, нужен трактор')}`)
    ).json();
    expect(sent.messages.map((message: { author: string }) => message.author)).toEqual(['visitor', 'system']);
    expect(sent.messages[0].text).toBe('Здравствуйте, нужен трактор');
    const last = sent.lastMessageID;
    expect(last).toBe(String(sent.messages[1].id));

    const next = (
      await get(
        `/srv/SetChatMessage?chat_token=${chat_token}&message=${q('Кировец')}&id_message_last=${last}`,
      )
    ).json();
    expect(next.messages.map((message: { text: string }) => message.text)).toEqual(['Кировец']);
    const none = (
      await get(`/srv/GetChatMessages?chat_token=${chat_token}&id_message_last=${next.lastMessageID}`)
    ).json();
    expect(none).toMatchObject({ messages: [], lastMessageID: next.lastMessageID });
    expect((await get(`/srv/GetChatMessages?chat_token=${chat_token}`)).json().messages).toHaveLength(3);
  });

  it("keeps a chat to its visitor: another visitor's or an unknown token is not found", async () => {
    const { chat_token } = (await get('/srv/SetChatAuth')).json();
    expect((await get(`/srv/GetChatMessages?chat_token=${chat_token}`, STRANGER)).statusCode).toBe(404);
    expect((await get(`/srv/GetChatAuth?chat_token=${'x'.repeat(43)}`)).statusCode).toBe(404);
    expect((await get('/srv/GetChatAuth?chat_token=short')).statusCode).toBe(400);
    expect((await get(`/srv/SetChatMessage?chat_token=${chat_token}&message=`)).statusCode).toBe(400);
    expect((await get(`/srv/GetChatMessages?chat_token=${chat_token}&id_message_last=-1`)).statusCode).toBe(
      400,
    );
  });

  it('outside working hours takes a message only with a contact, and says when it will be answered', async () => {
    clock.at = WEEKEND;
    const { chat_token, isWork } = (await get('/srv/SetChatAuth')).json();
    expect(isWork).toBe(false);
    const refused = await get(`/srv/SetChatMessage?chat_token=${chat_token}&message=${q('Перезвоните')}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors_list).toEqual([
      { prop: 'contact', error: 'Оставьте телефон или e-mail, чтобы консультант мог ответить' },
    ]);
    const left = (
      await get(
        `/srv/SetChatMessage?chat_token=${chat_token}&message=${q('Перезвоните')}&contact=${q('+7 918 000-00-00')}`,
      )
    ).json();
    expect(left.messages[1].text).toContain('нерабочее время');
    // The contact is remembered for the next messages of the chat.
    expect(
      (await get(`/srv/SetChatMessage?chat_token=${chat_token}&message=${q('Ещё вопрос')}`)).statusCode,
    ).toBe(200);
  });
});
