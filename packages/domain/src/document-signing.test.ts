import { describe, expect, it } from 'vitest';
import { auditRows, formatMoscowTime, signingCodeScope, stampLines, wrapText } from './document-signing.ts';

const facts = {
  method: 'ses' as const,
  documentTitle: 'Согласие на запрос в бюро кредитных историй',
  sha256: 'ab'.repeat(32),
  signerName: 'Петров Иван Сергеевич',
  company: 'ООО «КФХ Рассвет»',
  inn: '3662000015',
  phone: '+7 900 ***-**-01',
  signedAt: new Date('2026-11-23T00:58:07Z'),
  ip: '10.0.0.1',
  userAgent: 'Mozilla/5.0',
  signatureId: 42,
};

describe('document signing', () => {
  it('shows the signing time in Moscow time whatever the server zone', () => {
    expect(formatMoscowTime(new Date('2026-11-23T00:58:07Z'))).toBe('23.11.2026 03:58:07 МСК');
  });

  it('stamps the headline, the signer with the company, the time and the hash prefix', () => {
    expect(stampLines(facts)).toEqual([
      'Документ подписан простой электронной подписью',
      'Подписант: Петров Иван Сергеевич, ООО «КФХ Рассвет»',
      'Дата и время: 23.11.2026 03:58:07 МСК',
      'Хеш документа (SHA-256): abababababababab…',
    ]);
    expect(stampLines({ ...facts, method: 'csp' })[0]).toBe('Документ подписан электронной подписью');
  });

  it('lists every audit fact, and the certificate only for a certificate signature', () => {
    const rows = Object.fromEntries(auditRows(facts));
    expect(rows).toMatchObject({
      Документ: facts.documentTitle,
      'SHA-256 документа': facts.sha256,
      ИНН: '3662000015',
      Телефон: '+7 900 ***-**-01',
      'IP-адрес': '10.0.0.1',
      'Способ подписания': 'Простая электронная подпись (код из SMS)',
      'Идентификатор подписи': '№ 42',
    });
    expect(rows['ИНН из сертификата']).toBeUndefined();
    const csp = Object.fromEntries(
      auditRows({ ...facts, method: 'csp', certificate: { subject: 'Петров И. С.', inn: '3662000015' } }),
    );
    expect(csp['ИНН из сертификата']).toBe('3662000015');
  });

  it('scopes a code to the set of documents and their files, in any order', () => {
    const scope = signingCodeScope([
      { id: 7, fileId: 70 },
      { id: 3, fileId: 30 },
    ]);
    expect(scope).toBe('documents:3.30,7.70');
    expect(signingCodeScope([{ id: 3, fileId: 30 }])).not.toBe(scope);
    expect(
      signingCodeScope([
        { id: 3, fileId: 31 },
        { id: 7, fileId: 70 },
      ]),
    ).not.toBe(scope);
  });

  it('wraps text by width and cuts a word longer than a line', () => {
    const measure = (text: string) => text.length;
    expect(wrapText('один два три четыре', 9, measure)).toEqual(['один два', 'три', 'четыре']);
    expect(wrapText('a'.repeat(20), 8, measure)).toEqual(['aaaaaaaa', 'aaaaaaaa', 'aaaa']);
    expect(wrapText('', 8, measure)).toEqual(['']);
  });
});
