import { PRICE_LEVELS_MAX } from '@agrolease/domain';
import { describe, expect, it } from 'vitest';
import { readPriceLevels } from './price-level-rows';
import { listStatus } from './status-chips';

describe('the price levels of a posted card (decision 0086)', () => {
  it('keeps each level by its place, with its id when it has one', () => {
    const form = new FormData();
    form.set('prices[0][id]', '7');
    form.set('prices[0][title]', 'Базовая');
    form.set('prices[0][value]', '1 200 000');
    form.set('prices[2][title]', 'С навигацией');
    form.set('prices[2][value]', '1500000');
    expect(readPriceLevels(form)).toEqual({
      '0': { id: '7', title: 'Базовая', value: '1 200 000' },
      '2': { id: '', title: 'С навигацией', value: '1500000' },
    });
  });

  it('reads no more places than one past the limit, for the gateway to refuse', () => {
    const form = new FormData();
    for (let index = 0; index < PRICE_LEVELS_MAX + 3; index++)
      form.set(`prices[${index}][title]`, `${index}`);
    expect(Object.keys(readPriceLevels(form))).toHaveLength(PRICE_LEVELS_MAX + 1);
  });
});

describe('the status a deliveries list is filtered by', () => {
  const statuses = new Set(['new', 'answered']);
  it('is one of the statuses, else all', () => {
    expect(listStatus(new URL('http://x/c?status=answered'), statuses)).toBe('answered');
    expect(listStatus(new URL('http://x/c?status=gone'), statuses)).toBe('all');
    expect(listStatus(new URL('http://x/c'), statuses)).toBe('all');
  });
});
