import { describe, expect, it } from 'vitest';
import { addWorkingDays, applicationTimeline, expectedDay, untilDay } from './service-levels.ts';

describe('working days and service levels (decision 0177)', () => {
  it('skips Saturdays and Sundays', () => {
    expect(addWorkingDays('2026-11-26', 1)).toBe('2026-11-27'); // Thursday → Friday
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30'); // Friday → Monday
    expect(addWorkingDays('2026-11-28', 1)).toBe('2026-11-30'); // Saturday → Monday
    expect(addWorkingDays('2026-11-27', 5)).toBe('2026-12-04');
    expect(addWorkingDays('2026-12-30', 3)).toBe('2027-01-04');
    expect(addWorkingDays('2026-11-27', 0)).toBe('2026-11-27');
  });

  it('gives the day a step is expected by from its service level', () => {
    expect(expectedDay('2026-11-30', 'applicationDecision')).toBe('2026-12-03');
    expect(expectedDay('2026-11-27', 'accreditationReview')).toBe('2026-12-04');
  });

  it('says the day and month, and the year only when it is another', () => {
    expect(untilDay('2026-12-03', '2026-11-30')).toBe('до 3 декабря');
    expect(untilDay('2027-01-04', '2026-12-30')).toBe('до 4 января 2027 г.');
  });
});

describe('the timeline of a lease application', () => {
  it('a sent application waits for the manager by its service level', () => {
    const steps = applicationTimeline(
      { status: 'submitted', submitted: '2026-11-30T07:00:00Z', offerCreated: null, offerDecided: null },
      '2026-11-30',
    );
    expect(steps.map((step) => [step.title, step.state, step.day])).toEqual([
      ['Заявка отправлена', 'done', '2026-11-30'],
      ['Решение менеджера', 'next', '2026-12-03'],
      ['Ваш ответ на предложение', 'later', null],
      ['Сделка открыта', 'later', null],
    ]);
    expect(steps[1]?.waiting).toBe('Ждём решения менеджера до 3 декабря');
  });

  it('an offer waits for the client; an accepted one opens the deal on the day of the answer', () => {
    const waiting = applicationTimeline(
      {
        status: 'approved',
        submitted: '2026-11-23T07:00:00Z',
        offerCreated: '2026-11-25T10:00:00Z',
        offerDecided: null,
      },
      '2026-11-26',
    );
    expect(waiting[1]).toMatchObject({ state: 'done', day: '2026-11-25' });
    expect(waiting[2]).toMatchObject({
      state: 'next',
      day: '2026-12-09',
      waiting: 'Ждём вашего ответа до 9 декабря',
    });
    const accepted = applicationTimeline(
      {
        status: 'offer_accepted',
        submitted: '2026-11-23T07:00:00Z',
        offerCreated: '2026-11-25T10:00:00Z',
        offerDecided: '2026-11-26T10:00:00Z',
      },
      '2026-11-26',
    );
    expect(accepted.map((step) => step.state)).toEqual(['done', 'done', 'done', 'done']);
    expect(accepted[3]).toMatchObject({ title: 'Сделка открыта', day: '2026-11-26' });
  });

  it('documents requested wait for the client; a rejection ends the timeline', () => {
    const requested = applicationTimeline(
      { status: 'documents_requested', submitted: '2026-11-23', offerCreated: null, offerDecided: null },
      '2026-11-26',
    );
    expect(requested[1]).toMatchObject({
      state: 'next',
      waiting: 'Ждём от вас документы, которые запросил менеджер',
    });
    const rejected = applicationTimeline(
      { status: 'rejected', submitted: '2026-11-23', offerCreated: null, offerDecided: null },
      '2026-11-26',
    );
    expect(rejected.map((step) => step.title)).toEqual(['Заявка отправлена', 'Заявка отклонена']);
  });
});
