import { describe, expect, it } from 'vitest';
import {
  leadKey,
  parseLeadKey,
  productOfPage,
  specialOfferErrors,
  specialOfferRuns,
} from './supplier-leads.ts';

describe('supplier leads', () => {
  it('names a lead by its source and row, and reads it back', () => {
    expect(leadKey('cart', 12)).toBe('cart-12');
    expect(parseLeadKey('application-7')).toEqual({ source: 'application', sourceId: 7 });
    expect(parseLeadKey('callback-0')).toBeNull();
    expect(parseLeadKey('deal-3')).toBeNull();
    expect(parseLeadKey('cart-99999999999')).toBeNull();
  });

  it('finds the machine of a callback page', () => {
    expect(productOfPage('/catalog/item/15/')).toBe(15);
    expect(productOfPage('/specialoffers/15/')).toBe(15);
    expect(productOfPage('/catalog/item/15')).toBe(15);
    expect(productOfPage('/client/services/callback/')).toBeNull();
  });
});

describe('special offers', () => {
  const today = '2026-11-26';
  it('takes a lower price over a period that has not ended', () => {
    expect(specialOfferErrors({ price: 900, starts_on: today, ends_on: '2026-12-31' }, 1000, today)).toEqual(
      [],
    );
  });
  it('refuses a price not below the machine, an ended, inverted or too long period', () => {
    expect(specialOfferErrors({ price: 1000, starts_on: today, ends_on: today }, 1000, today)[0]?.prop).toBe(
      'price',
    );
    expect(
      specialOfferErrors({ price: 1, starts_on: '2026-11-01', ends_on: '2026-11-25' }, 9, today),
    ).toEqual([{ prop: 'ends_on', error: 'Период уже закончился' }]);
    expect(
      specialOfferErrors({ price: 1, starts_on: '2026-12-10', ends_on: '2026-12-01' }, 9, today)[0]?.error,
    ).toBe('Окончание раньше начала');
    expect(
      specialOfferErrors({ price: 1, starts_on: today, ends_on: '2027-06-30' }, 9, today)[0]?.error,
    ).toBe('Не более 180 дней');
  });
  it('runs from its first to its last day', () => {
    const offer = { starts_on: '2026-11-26', ends_on: '2026-11-30' };
    expect(specialOfferRuns(offer, '2026-11-25')).toBe(false);
    expect(specialOfferRuns(offer, '2026-11-26')).toBe(true);
    expect(specialOfferRuns(offer, '2026-11-30')).toBe(true);
    expect(specialOfferRuns(offer, '2026-12-01')).toBe(false);
  });
});
