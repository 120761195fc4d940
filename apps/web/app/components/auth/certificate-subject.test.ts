import { describe, expect, it } from 'vitest';
import { innOfSubject, ownerOfSubject } from './certificate-subject';

describe('certificate subject', () => {
  it('prefers the company INN (ИНН ЮЛ) to the person INN', () => {
    const subject = 'ИНН=366200001062, ИНН ЮЛ=3662000015, CN=ООО «КФХ Рассвет», O=ООО «КФХ Рассвет»';
    expect(innOfSubject(subject)).toBe('3662000015');
  });

  it('reads the person INN and the OID spellings', () => {
    expect(innOfSubject('CN=Соколов Алексей, INN=366200001062')).toBe('366200001062');
    expect(innOfSubject('OID.1.2.643.100.4=3664000028, CN=Кузнецова')).toBe('3664000028');
    expect(innOfSubject('1.2.643.3.131.1.1=3662000015, CN=Петров')).toBe('3662000015');
    expect(innOfSubject('CN=Без ИНН')).toBe('');
  });

  it('names a certificate by its CN, quoted or not', () => {
    expect(ownerOfSubject('ИНН=3662000015, CN="ООО ""Рассвет""", O=X')).toContain('ООО');
    expect(ownerOfSubject('INN=3662000015, CN=Петров Иван Сергеевич, O=X')).toBe('Петров Иван Сергеевич');
  });
});
