import { describe, expect, it } from 'vitest';
import { accreditationTimeline, fundRequestTimeline, registerTimeline } from './object-timelines.ts';
import { parseServiceLevels, SERVICE_LEVEL_WORKING_DAYS } from './service-levels.ts';

const shape = (steps: { title: string; state: string; day: string | null }[]) =>
  steps.map((step) => [step.title, step.state, step.day]);

describe('service levels a deployment sets (decision 0183)', () => {
  it('keeps the defaults for the steps it does not name', () => {
    expect(parseServiceLevels(undefined)).toEqual(SERVICE_LEVEL_WORKING_DAYS);
    expect(parseServiceLevels(' accreditationReview=7, fundDecision = 12 ')).toEqual({
      ...SERVICE_LEVEL_WORKING_DAYS,
      accreditationReview: 7,
      fundDecision: 12,
    });
  });

  it('fails naming the part that is not a step and its working days', () => {
    expect(() => parseServiceLevels('accreditationReveiw=7')).toThrow(/accreditationReveiw=7/);
    expect(() => parseServiceLevels('fundDecision=0')).toThrow(/SERVICE_LEVELS/);
    expect(() => parseServiceLevels('fundDecision=ten')).toThrow(/fundDecision=ten/);
  });
});

describe("the supplier's accreditation timeline", () => {
  it('a sent package waits for the manager by the review level, moved by configuration', () => {
    const sent = {
      status: 'submitted',
      created: '2026-11-20T09:00:00Z',
      submitted: '2026-11-27T09:00:00Z',
      decided: null,
    };
    const steps = accreditationTimeline(sent, '2026-11-27');
    expect(shape(steps)).toEqual([
      ['Анкета начата', 'done', '2026-11-20'],
      ['Пакет подписан и отправлен', 'done', '2026-11-27'],
      ['Проверка менеджером', 'next', '2026-12-04'],
      ['Аккредитация пройдена', 'later', null],
    ]);
    expect(steps[2]?.waiting).toBe('Ждём решения менеджера до 4 декабря');
    const slower = accreditationTimeline(sent, '2026-11-27', {
      ...SERVICE_LEVEL_WORKING_DAYS,
      accreditationReview: 7,
    });
    expect(slower[2]?.waiting).toBe('Ждём решения менеджера до 8 декабря');
  });

  it('a returned package waits for the supplier; an approved one is done on the day of the decision', () => {
    const returned = accreditationTimeline(
      {
        status: 'corrections',
        created: '2026-11-20',
        submitted: '2026-11-23',
        decided: '2026-11-25T10:00:00Z',
      },
      '2026-11-26',
    );
    expect(returned.find((step) => step.state === 'next')?.waiting).toMatch(/^Ждём от вас/);
    expect(returned[2]).toMatchObject({ title: 'Пакет возвращён на доработку', day: '2026-11-25' });
    const approved = accreditationTimeline(
      { status: 'approved', created: '2026-11-20', submitted: '2026-11-23', decided: '2026-11-25' },
      '2026-11-26',
    );
    expect(approved.every((step) => step.state === 'done')).toBe(true);
    expect(approved.at(-1)?.day).toBe('2026-11-25');
  });

  it('without a package the supplier is asked to fill in the form', () => {
    const steps = accreditationTimeline(
      { status: 'draft', created: null, submitted: null, decided: null },
      '2026-11-26',
    );
    expect(steps[0]).toMatchObject({ state: 'next', waiting: 'Заполните анкету и приложите документы' });
  });
});

describe("a factoring register's timeline", () => {
  const register = {
    status: 'sent',
    created: '2026-11-23T08:00:00Z',
    sent: '2026-11-24T08:00:00Z',
    answered: null,
    financed: null,
  };

  it('a sent register waits for the customer: «вашего» to it, the customer named to the supplier', () => {
    const customer = registerTimeline(register, 'customer', '2026-11-24');
    expect(customer[2]).toMatchObject({ state: 'next', day: '2026-11-27' });
    expect(customer[2]?.waiting).toBe('Ждём вашего ответа до 27 ноября');
    expect(registerTimeline(register, 'supplier', '2026-11-24')[2]?.waiting).toBe(
      'Ждём ответа покупателя до 27 ноября',
    );
    expect(registerTimeline(register, 'customer', '2026-11-30')[2]?.waiting).toBe(
      'Ждём вашего ответа до 27 ноября, срок прошёл',
    );
  });

  it('a confirmed one waits for the financing by its level; a disputed one ends', () => {
    const confirmed = registerTimeline(
      { ...register, status: 'confirmed', answered: '2026-11-27T12:00:00Z' },
      'supplier',
      '2026-11-27',
    );
    expect(shape(confirmed).slice(2, 4)).toEqual([
      ['Покупатель подтвердил реестр', 'done', '2026-11-27'],
      ['Финансирование', 'next', '2026-12-01'],
    ]);
    const disputed = registerTimeline(
      { ...register, status: 'disputed', answered: '2026-11-25' },
      'supplier',
      '2026-11-25',
    );
    expect(disputed.at(-1)).toMatchObject({ title: 'Покупатель оспорил реестр', state: 'done' });
  });
});

describe("a fund's support request timeline", () => {
  it('a waiting request is due by the fund level from the day it was asked or forwarded', () => {
    const waiting = { status: 'wait', created: '2026-11-20T10:00:00Z', decided: null, forwarded: null };
    expect(fundRequestTimeline(waiting, 'farm', '2026-11-20')[1]?.waiting).toBe(
      'Ждём решения фонда до 4 декабря',
    );
    const forwarded = fundRequestTimeline(
      { ...waiting, forwarded: { at: '2026-11-23T10:00:00Z' } },
      'fund',
      '2026-11-23',
    );
    expect(forwarded[0]?.title).toBe('Менеджер Агролизинга передал заявку в фонд');
    expect(forwarded[1]?.waiting).toBe('Ждём вашего решения до 7 декабря');
  });

  it('a decided request shows the decision and its day', () => {
    const steps = fundRequestTimeline(
      { status: 'cancel', created: '2026-11-20', decided: '2026-11-24T10:00:00Z', forwarded: null },
      'farm',
      '2026-11-25',
    );
    expect(shape(steps)).toEqual([
      ['Запрос отправлен в фонд', 'done', '2026-11-20'],
      ['Фонд отклонил запрос', 'done', '2026-11-24'],
    ]);
  });
});
