import { describe, expect, it } from 'vitest';
import { legacyTarget } from './cabinet-legacy';

describe('old cabinet links (spec 1 §2)', () => {
  it('lead to the v2 pages, with or without the trailing slash', () => {
    expect(legacyTarget('/cabinet/app/')).toBe('/cabinet/v2/client/apps');
    expect(legacyTarget('/cabinet/docs')).toBe('/cabinet/v2/client/documents');
    expect(legacyTarget('/cabinet/docs/beneficiary_questionnaire/questionnaire/')).toBe(
      '/cabinet/v2/client/documents',
    );
    expect(legacyTarget('/cabinet/orders/')).toBe('/cabinet/v2/client/orders');
    expect(legacyTarget('/cabinet/client/orders/42/')).toBe('/cabinet/v2/client/orders/42');
    expect(legacyTarget('/cabinet/supplier/content/')).toBe('/cabinet/v2/supplier/content/card');
    expect(legacyTarget('/cabinet/supplier/products/')).toBe('/cabinet/v2/supplier/products/nomenclature');
    expect(legacyTarget('/cabinet/accreditation/')).toBe('/cabinet/v2/accreditation/');
  });

  it('know no other path', () => {
    expect(legacyTarget('/cabinet/client/orders/abc/')).toBeUndefined();
    expect(legacyTarget('/cabinet/unknown/')).toBeUndefined();
  });
});
