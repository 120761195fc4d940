import { describe, expect, it } from 'vitest';
import { readableAddress, readableRegion } from './address-names.ts';

describe('region names', () => {
  it('write the type out, before or after the name', () => {
    expect(readableRegion('Респ Адыгея')).toBe('Республика Адыгея');
    expect(readableRegion('Удмуртская Респ')).toBe('Удмуртская Республика');
    expect(readableRegion('Еврейская Аобл')).toBe('Еврейская автономная область');
    expect(readableRegion('Ненецкий АО')).toBe('Ненецкий автономный округ');
    expect(readableRegion('Воронежская обл')).toBe('Воронежская область');
    expect(readableRegion('Краснодарский край')).toBe('Краснодарский край');
  });
  it('turn the slashes into brackets and a hyphen between names into a dash', () => {
    expect(readableRegion('Респ Саха /Якутия/')).toBe('Республика Саха (Якутия)');
    expect(readableRegion('Респ Северная Осетия - Алания')).toBe('Республика Северная Осетия — Алания');
    expect(readableRegion('Ханты-Мансийский Автономный округ - Югра')).toBe(
      'Ханты-Мансийский автономный округ — Югра',
    );
    expect(readableRegion('Чувашская Республика - Чувашия')).toBe('Чувашская Республика — Чувашия');
  });
  it('write a federal city with its full stop', () => {
    expect(readableRegion('г Москва')).toBe('г. Москва');
    expect(readableRegion('г. Санкт-Петербург')).toBe('г. Санкт-Петербург');
  });
  it('leave a readable name as it is', () => {
    expect(readableRegion('Республика Адыгея')).toBe('Республика Адыгея');
    expect(readableRegion('Еврейская автономная область')).toBe('Еврейская автономная область');
  });
});

describe('addresses', () => {
  it('drop the city repeated after its federal city and give short types their full stop', () => {
    expect(readableAddress('г Москва, г Москва, пл Ленина')).toBe('г. Москва, пл. Ленина');
    expect(readableAddress('Воронежская обл, г Воронеж, ул Кольцовская, д 35')).toBe(
      'Воронежская область, г. Воронеж, ул. Кольцовская, д. 35',
    );
    expect(readableAddress('Респ Саха /Якутия/, г Якутск')).toBe('Республика Саха (Якутия), г. Якутск');
  });
  it('keep a typed address and its postcode', () => {
    expect(readableAddress('394036, г. Воронеж, пр-кт Революции, 1')).toBe(
      '394036, г. Воронеж, пр-кт Революции, 1',
    );
    expect(readableAddress('')).toBe('');
  });
});
