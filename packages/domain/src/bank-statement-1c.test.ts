import { describe, expect, it } from 'vitest';
import { decodeStatement, parseStatement, statementDay, statementSumKopecks } from './bank-statement-1c.ts';

const STATEMENT = [
  '1CClientBankExchange',
  'ВерсияФормата=1.03',
  'Кодировка=Windows',
  'СекцияРасчСчет',
  'РасчСчет=40702810938000012345',
  'КонецРасчСчет',
  'СекцияДокумент=Платежное поручение',
  'Номер=512',
  'Дата=02.11.2026',
  'Сумма=185000.00',
  'ПлательщикИНН=5003052454',
  'Плательщик1=ООО «КФХ Рассвет»',
  'НазначениеПлатежа=Лизинговый платёж по договору ДЛ-2026/0412 за 01.11.2026',
  'КонецДокумента',
  'СекцияДокумент=Банковский ордер',
  'Номер=1',
  'КонецДокумента',
  'СекцияДокумент=Платежное поручение',
  'Номер=513',
  'Дата=31.11.2026',
  'Сумма=10,5',
  'ПлательщикИНН=5003052454',
  'НазначениеПлатежа=Оплата',
  'КонецДокумента',
  'КонецФайла',
].join('\r\n');

describe('a bank statement in the 1C exchange format', () => {
  it('gives the payment orders and reports a broken one by its line', () => {
    const result = parseStatement(STATEMENT);
    expect(result).toEqual({
      ok: true,
      documents: [
        {
          line: 7,
          number: '512',
          day: '2026-11-02',
          kopecks: 18_500_000,
          payerInn: '5003052454',
          payerName: 'ООО «КФХ Рассвет»',
          purpose: 'Лизинговый платёж по договору ДЛ-2026/0412 за 01.11.2026',
        },
      ],
      problems: [{ line: 18, message: 'Неверная дата документа: 31.11.2026' }],
    });
  });

  it('reads windows-1251 and UTF-8 alike', () => {
    const utf8 = new TextEncoder().encode(STATEMENT);
    expect(decodeStatement(utf8)).toBe(STATEMENT);
    expect(decodeStatement(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe(STATEMENT);
    // «Сумма» in windows-1251.
    expect(decodeStatement(new Uint8Array([0xd1, 0xf3, 0xec, 0xec, 0xe0]))).toBe('Сумма');
  });

  it('refuses a file that is not a statement, or one without payment orders', () => {
    expect(parseStatement('Номер=1\nСумма=1')).toMatchObject({ ok: false });
    expect(parseStatement('1CClientBankExchange\nКонецФайла')).toEqual({
      ok: false,
      message: 'В выписке нет платёжных поручений',
    });
  });

  it('reports missing fields and an unclosed section', () => {
    const result = parseStatement(
      '1CClientBankExchange\nСекцияДокумент=Платежное поручение\nНомер=1\nКонецДокумента\nСекцияДокумент=Платежное поручение\nНомер=2',
    );
    expect(result).toEqual({
      ok: true,
      documents: [],
      problems: [
        { line: 2, message: 'В документе нет полей: Дата, Сумма, ПлательщикИНН, НазначениеПлатежа' },
        { line: 5, message: 'Документ не закрыт строкой КонецДокумента' },
      ],
    });
  });

  it('reads sums and days as banks write them', () => {
    expect(statementSumKopecks('185000.00')).toBe(18_500_000);
    expect(statementSumKopecks('185000,5')).toBe(18_500_050);
    expect(statementSumKopecks('185000')).toBe(18_500_000);
    expect(statementSumKopecks('1.234')).toBeUndefined();
    expect(statementSumKopecks('-5')).toBeUndefined();
    expect(statementDay('29.02.2028')).toBe('2028-02-29');
    expect(statementDay('29.02.2027')).toBeUndefined();
    expect(statementDay('2026-11-01')).toBeUndefined();
  });
});
