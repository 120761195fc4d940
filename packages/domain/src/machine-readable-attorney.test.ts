import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ATTORNEY_SIGNING_POWER,
  AttorneyDocumentError,
  attorneyGrants,
  attorneyProblems,
  isAttorneyNumber,
  personMismatch,
  readMachineReadableAttorney,
} from './machine-readable-attorney.ts';

const FIXTURES = join(import.meta.dirname, 'test-fixtures', 'mchd');
const fixture = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)));
const context = { companyInn: '3662000015', today: '2026-11-25' };
const problemsOf = (name: string) => attorneyProblems(readMachineReadableAttorney(fixture(name)), context);

describe('МЧД of format 003 (ЕМЧД)', () => {
  it('reads the number, dates, principal with its head, representative and powers', () => {
    const attorney = readMachineReadableAttorney(fixture('valid.xml'));
    expect(attorney).toMatchObject({
      formatVersion: 'EMCHD_1',
      number: '7c1f0d2a-5b3e-4a9c-8d71-2e6f4b9a0c35',
      issuedOn: '2026-11-01',
      expiresOn: '2027-11-01',
      principal: {
        title: 'Общество с ограниченной ответственностью «КФХ Рассвет»',
        inn: '3662000015',
        kpp: '366201001',
        ogrn: '1023600000016',
        head: {
          name: 'Петров Иван Сергеевич',
          inn: '366212345621',
          snils: '11223344595',
          position: 'Генеральный директор',
        },
      },
      representative: { name: 'Смирнова Ольга Викторовна', inn: '366298765470', snils: '12345678964' },
      textPowers: [],
    });
    expect(attorney.powers.map((power) => power.code)).toEqual(['AGROLEASE_SIGN', 'AGROLEASE_APPLY']);
    expect(attorneyGrants(attorney, ATTORNEY_SIGNING_POWER)).toBe(true);
    expect(attorneyProblems(attorney, context)).toEqual([]);
  });

  it('reads the same document in windows-1251, as the tax service writes it', () => {
    expect(readMachineReadableAttorney(fixture('valid-windows-1251.xml'))).toEqual(
      readMachineReadableAttorney(fixture('valid.xml')),
    );
  });

  it.each([
    ['wrong-format-version.xml', /формат 003/],
    ['no-representative.xml', /представителе/],
    ['truncated.xml', /корректным XML/],
    ['doctype.xml', /DOCTYPE/],
  ])('refuses %s as not an МЧД of the format', (name, message) => {
    expect(() => readMachineReadableAttorney(fixture(name))).toThrow(AttorneyDocumentError);
    expect(() => readMachineReadableAttorney(fixture(name))).toThrow(message);
  });

  describe('parser limits (decision 0152)', () => {
    const valid = readFileSync(join(FIXTURES, 'valid.xml'), 'utf8');
    const refusal = (text: string) => {
      try {
        readMachineReadableAttorney(Buffer.from(text, 'utf8'));
      } catch (error) {
        return error;
      }
      return undefined;
    };

    it("refuses 100 000 nested elements (700 KB) with a Russian message, not the parser's error", () => {
      const n = 100_000;
      const error = refusal(
        valid.replace('</Доверенность>', `${'<a>'.repeat(n)}${'</a>'.repeat(n)}</Доверенность>`),
      );
      expect(error).toBeInstanceOf(AttorneyDocumentError);
      expect((error as Error).message).toBe('В МЧД слишком глубокая вложенность элементов (больше 100)');
    });

    it('reads 90 levels of an element it ignores, and refuses 101', () => {
      const nest = (n: number) =>
        valid.replace('</Доверенность>', `${'<а>'.repeat(n)}${'</а>'.repeat(n)}</Доверенность>`);
      expect(refusal(nest(90))).toBeUndefined();
      expect(refusal(nest(101))).toBeInstanceOf(AttorneyDocumentError);
    });

    it('refuses a file over 1 MB before reading it', () => {
      const error = refusal(
        valid.replace('</Доверенность>', `<!--${'x'.repeat(1_048_576)}--></Доверенность>`),
      );
      expect((error as Error).message).toMatch(/больше 1 МБ/);
    });

    it.each([
      ['an external entity', '<!DOCTYPE Доверенность [<!ENTITY x SYSTEM "file:///etc/passwd">]>'],
      ['an entity bomb', '<!DOCTYPE a [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>'],
      ['a lower-case doctype', '<!doctype Доверенность>'],
    ])('refuses %s', (_case, doctype) => {
      const error = refusal(valid.replace('<Доверенность', `${doctype}<Доверенность`));
      expect((error as Error).message).toMatch(/DOCTYPE/);
    });

    it('still decodes the predefined entities of a name in quotes', () => {
      const quoted = valid.replace(/НаимОрг="[^"]*"/, 'НаимОрг="ООО &quot;Рассвет&quot; &amp; Ко"');
      expect(readMachineReadableAttorney(Buffer.from(quoted)).principal.title).toBe('ООО "Рассвет" & Ко');
    });
  });

  it('refuses text that is not an attorney at all', () => {
    expect(() => readMachineReadableAttorney('<root/>')).toThrow(/корневой элемент/);
    expect(() => readMachineReadableAttorney('not xml')).toThrow(AttorneyDocumentError);
  });

  it.each([
    ['bad-number.xml', 'm4d_number', /идентификатором/],
    ['expired.xml', 'canCSPDateExpired', /истёк 20\.11\.2026/],
    ['bad-principal-inn.xml', 'xml_file', /ИНН организации-доверителя в МЧД неверен/],
    ['other-company.xml', 'xml_file', /другой организацией \(ИНН 7701234560\)/],
    ['bad-ogrn.xml', 'xml_file', /ОГРН/],
    ['bad-representative-snils.xml', 'snils', /СНИЛС представителя/],
    ['no-powers.xml', 'xml_file', /полномочия/],
  ])('finds what is wrong in %s', (name, field, message) => {
    const problems = problemsOf(name);
    expect(problems).toHaveLength(1);
    expect(problems[0]?.field).toBe(field);
    expect(problems[0]?.message).toMatch(message);
  });

  it('knows an attorney not yet in force, and expiry before issue', () => {
    const attorney = readMachineReadableAttorney(fixture('valid.xml'));
    expect(attorneyProblems(attorney, { ...context, today: '2026-10-31' })[0]?.message).toMatch(
      /ещё не действует/,
    );
    expect(attorneyProblems({ ...attorney, expiresOn: '2026-10-01' }, context)[0]?.message).toMatch(
      /позже даты выдачи/,
    );
    expect(attorneyProblems({ ...attorney, issuedOn: '2026-02-30' }, context)[0]?.field).toBe('canCSPDate');
  });

  it('keeps powers in words but does not count them as the signing power', () => {
    const text = readFileSync(join(FIXTURES, 'no-powers.xml'), 'utf8').replace(
      '</СвПолн>',
      '<ТекстПолн>Подписывать любые документы</ТекстПолн></СвПолн>',
    );
    const attorney = readMachineReadableAttorney(text);
    expect(attorney.textPowers).toEqual(['Подписывать любые документы']);
    expect(attorneyProblems(attorney, context)).toEqual([]);
    expect(attorneyGrants(attorney, ATTORNEY_SIGNING_POWER)).toBe(false);
  });

  it('checks the number form', () => {
    expect(isAttorneyNumber('7C1F0D2A-5B3E-4A9C-8D71-2E6F4B9A0C35')).toBe(true);
    expect(isAttorneyNumber('7c1f0d2a5b3e4a9c8d712e6f4b9a0c35')).toBe(false);
  });

  it('knows a certificate of the person the МЧД names by SNILS and personal INN', () => {
    const { representative } = readMachineReadableAttorney(fixture('valid.xml'));
    const holder = { snils: representative.snils, inn: representative.inn };
    expect(personMismatch(representative, holder)).toBeUndefined();
    expect(personMismatch(representative, { ...holder, inn: '' })).toBeUndefined();
    expect(personMismatch(representative, { ...holder, snils: '' })).toBeUndefined();
    expect(personMismatch(representative, { ...holder, snils: '11223344595' })).toBe('snils');
    expect(personMismatch(representative, { ...holder, inn: '366212345621' })).toBe('inn');
    // An organisation's INN (10 digits) is not a person's: nothing left to compare.
    expect(personMismatch(representative, { snils: '', inn: '3662000015' })).toBe('unknown');
  });
});
