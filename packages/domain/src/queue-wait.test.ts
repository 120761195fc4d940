import { describe, expect, it } from 'vitest';
import { queueItemMatches, queueWait } from './queue-wait.ts';

describe('queueWait', () => {
  const now = new Date('2026-11-29T12:00:00Z');

  it('counts whole days with the plural, under a day as less than a day', () => {
    expect(queueWait('2026-11-29T08:00:00Z', now, 2)).toEqual({ text: 'ждёт меньше дня', late: false });
    expect(queueWait('2026-11-28T11:00:00Z', now, 2)).toEqual({ text: 'ждёт 1\u00a0день', late: false });
    expect(queueWait('2026-11-26T12:00:00Z', now, 2).text).toBe('ждёт 3\u00a0дня');
    expect(queueWait('2026-11-19T12:00:00Z', now, 2).text).toBe('ждёт 10\u00a0дней');
  });

  it('is late from the service level on', () => {
    expect(queueWait('2026-11-27T12:00:01Z', now, 2).late).toBe(false);
    expect(queueWait('2026-11-27T12:00:00Z', now, 2).late).toBe(true);
  });
});

describe('queueItemMatches', () => {
  it('finds by number, company or INN, every word, case and ё aside', () => {
    const texts = ['Р-2026/014', 'АО «ЗерноМаш»', '3662000012', 'ООО «Агрохолдинг Степной»'];
    expect(queueItemMatches(texts, 'зерномаш')).toBe(true);
    expect(queueItemMatches(texts, 'р-2026/014 степной')).toBe(true);
    expect(queueItemMatches(texts, '366200')).toBe(true);
    expect(queueItemMatches(texts, 'Рассвет')).toBe(false);
    expect(queueItemMatches(texts, '  ')).toBe(true);
  });
});
