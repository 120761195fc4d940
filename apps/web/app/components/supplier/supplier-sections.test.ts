import { describe, expect, it } from 'vitest';
import { lockedNote, SUPPLIER_SECTIONS, supplierMenu } from './supplier-sections';

describe('supplier sections (spec 1 §6: functions unlock after accreditation)', () => {
  it('offer only the home page and the accreditation before accreditation', () => {
    expect(supplierMenu(false).map((section) => section.title)).toEqual([
      'Рабочий стол',
      'Аккредитация',
      'Помощь',
    ]);
  });

  it('say what unlocks the others', () => {
    const nomenclature = SUPPLIER_SECTIONS.find((section) => section.title === 'Номенклатура');
    if (!nomenclature) throw new Error('no Номенклатура');
    expect(lockedNote(nomenclature, false)).toBe('Раздел откроется после аккредитации');
    expect(lockedNote({ ...nomenclature, ready: true }, true)).toBeNull();
  });
});
