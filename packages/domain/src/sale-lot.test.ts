import { describe, expect, it } from 'vitest';
import { pageCount, pageOffset } from './paging.ts';
import { markdownPercent, placeText, saleConditionTitle, saleWearText } from './sale-lot.ts';

describe('used-property lot rules', () => {
  it('names the condition of a lot in Russian', () => {
    expect(saleConditionTitle('excellent')).toBe('Отличное');
    expect(saleConditionTitle('repair')).toBe('Требует ремонта');
  });

  it('shows mileage for road vehicles, engine hours for machines, nothing for trailers', () => {
    expect(saleWearText({ mileage_km: 120_000, engine_hours: null })).toBe('Пробег 120\u00a0000\u00a0км');
    expect(saleWearText({ mileage_km: null, engine_hours: 5400 })).toBe('Наработка 5\u00a0400\u00a0м/ч');
    expect(saleWearText({ mileage_km: null, engine_hours: null })).toBeNull();
  });

  it('computes the markdown of a special offer only when the old price is higher', () => {
    expect(markdownPercent(800_000, 1_000_000)).toBe(20);
    expect(markdownPercent(1_000_000, 1_000_000)).toBeNull();
    expect(markdownPercent(1_000_000, null)).toBeNull();
  });
});

describe('place of a lot', () => {
  it('names the region unless the city is the region', () => {
    expect(placeText('Казань', 'Респ Татарстан')).toBe('Казань, Республика Татарстан');
    expect(placeText('Москва', 'г Москва')).toBe('Москва');
    expect(placeText('Тула', '')).toBe('Тула');
  });
});

describe('paging', () => {
  it('has at least one page and skips whole pages', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageOffset(1, 25)).toBe(0);
    expect(pageOffset(3, 25)).toBe(50);
  });
});
