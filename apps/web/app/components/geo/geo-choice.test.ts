import { describe, expect, it } from 'vitest';
import { branchToNotify, fiasCookie, geoSettled, parseStoredGeo, shouldSearchCity } from './geo-choice';

const moscow = {
  fiascode: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
  city: 'Москва',
  region_with_type: 'г Москва',
  region_fias_id: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
};
const branch = {
  id: 7,
  title: 'Филиал в г. Москва',
  city: 'Москва',
  address: 'г. Москва, ул. Ленина, д. 1',
  phone: '8 800 000-00-00',
  latitude: 55.7,
  longitude: 37.6,
  region_fias_id: moscow.region_fias_id,
};

describe('the chosen city', () => {
  it('reads back what was stored and rejects damaged values', () => {
    expect(parseStoredGeo(JSON.stringify({ geo: moscow, confirmed: true }))).toEqual({
      geo: moscow,
      confirmed: true,
    });
    expect(parseStoredGeo('{not json')).toBeNull();
    expect(parseStoredGeo(JSON.stringify({ geo: { city: 'Москва' } }))).toBeNull();
    expect(parseStoredGeo(null)).toBeNull();
  });

  it('is settled once the city is confirmed and its branch notice shown: the cookie bar may come (issue 39)', () => {
    expect(geoSettled(null)).toBe(false);
    expect(geoSettled({ geo: moscow, confirmed: false })).toBe(false);
    expect(geoSettled({ geo: moscow, confirmed: true })).toBe(false);
    expect(geoSettled({ geo: moscow, confirmed: true, branchShownFor: moscow.region_fias_id })).toBe(true);
  });

  it('keeps the FIAS code in a one-year cookie', () => {
    expect(fiasCookie(moscow)).toBe(
      `user_fias_code=${moscow.fiascode}; Max-Age=31536000; Path=/; SameSite=Lax`,
    );
  });

  it('searches only when more than 3 characters are typed', () => {
    expect(shouldSearchCity('Нов')).toBe(false);
    expect(shouldSearchCity('  Нов  ')).toBe(false);
    expect(shouldSearchCity('Ново')).toBe(true);
  });

  it('shows the branch notice once per region and only after confirmation', () => {
    expect(branchToNotify({ geo: moscow, confirmed: false }, [branch])).toBeNull();
    expect(branchToNotify({ geo: moscow, confirmed: true }, [branch])).toEqual(branch);
    expect(
      branchToNotify({ geo: moscow, confirmed: true, branchShownFor: moscow.region_fias_id }, [branch]),
    ).toBeNull();
    expect(branchToNotify({ geo: moscow, confirmed: true }, [])).toBeNull();
  });
});
