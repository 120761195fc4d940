import { describe, expect, it } from 'vitest';
import { quoted, senderLine, unlinked } from './letter-text.ts';

describe('a partner’s text in a letter (decision 0153)', () => {
  it('breaks every kind of link a mail client would make', () => {
    expect(unlinked('https://pay.example/x?id=1')).toBe('https[:]//pay[.]example/x?id=1');
    expect(unlinked('зайдите на www.pay-agro.example')).toBe('зайдите на www[.]pay-agro[.]example');
    expect(unlinked('пишите boss@pay.example')).toBe('пишите boss@pay[.]example');
    expect(unlinked('mailto:boss@x.ru tel:+79001234567')).toBe('mailto[:]boss@x[.]ru tel[:]+79001234567');
    expect(unlinked('http://10.0.0.1/pay')).toBe('http[:]//10[.]0[.]0[.]1/pay');
    expect(unlinked('оплата.рф')).toBe('оплата[.]рф');
  });

  it('keeps ordinary Russian text, numbers and initials as they are', () => {
    expect(unlinked('Трактор К-742, 12.5 т, г. Воронеж, ИП Соколов А. В.')).toBe(
      'Трактор К-742, 12.5 т, г. Воронеж, ИП Соколов А. В.',
    );
  });

  it('puts the text on one line, so it cannot pose as the letter’s own lines', () => {
    expect(quoted('Счёт\n\nПисьмо отправлено менеджером')).toBe('«Счёт Письмо отправлено менеджером»');
  });

  it('names the person, company and INN of the sender', () => {
    expect(
      senderLine({ login: 'supplier', personName: '', companyTitle: 'ООО «Нива»', inn: '3664000028' }),
    ).toBe(
      'Письмо отправлено из личного кабинета Агролизинга пользователем supplier организации ООО «Нива», ИНН 3664000028.',
    );
  });
});
