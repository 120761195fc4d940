import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { signCms } from './openssl-pki.ts';
import { issueFrom, testCa } from './test-trust.ts';

/**
 * МЧД for the gateway's tests and the demo data: the domain's valid fixture (format 003) with
 * the company, the representative and the dates put in, and the certificates of the company's
 * head and of a representative issued by the test CA (docs/decisions/0099).
 */

const VALID = fileURLToPath(
  new URL('../../../../packages/domain/src/test-fixtures/mchd/valid.xml', import.meta.url),
);

export const FIXTURE_HEAD = { name: 'Петров Иван Сергеевич', inn: '366212345621', snils: '11223344595' };
export const FIXTURE_REPRESENTATIVE = {
  name: 'Смирнова Ольга Викторовна',
  inn: '366298765470',
  snils: '12345678964',
};
export const FIXTURE_NUMBER = '7c1f0d2a-5b3e-4a9c-8d71-2e6f4b9a0c35';

const day = (date: Date) => date.toISOString().slice(0, 10);

/** dd.mm.yyyy, days from today: what the wizards' date fields take. */
export function ruDayFromToday(offsetDays: number): string {
  return day(new Date(Date.now() + offsetDays * 86_400_000))
    .split('-')
    .reverse()
    .join('.');
}

/** The valid МЧД of the fixture, issued yesterday for a year unless told. */
export function attorneyXml(
  options: {
    companyInn?: string;
    number?: string;
    issuedOn?: string;
    expiresOn?: string;
    powers?: string[];
  } = {},
): Buffer {
  const now = Date.now();
  let text = readFileSync(VALID, 'utf8')
    .replace('ИННЮЛ="3662000015"', `ИННЮЛ="${options.companyInn ?? '3662000015'}"`)
    .replace(FIXTURE_NUMBER, options.number ?? FIXTURE_NUMBER)
    .replace(
      'ДатаВыдДовер="2026-11-01"',
      `ДатаВыдДовер="${options.issuedOn ?? day(new Date(now - 86_400_000))}"`,
    )
    .replace(
      'СрокДейст="2027-11-01"',
      `СрокДейст="${options.expiresOn ?? day(new Date(now + 365 * 86_400_000))}"`,
    );
  if (options.powers) {
    text = text
      .replace(/\s*<МашПолн[^>]*\/>/g, '')
      .replace(
        '</СвПолн>',
        `${options.powers.map((code) => `<МашПолн КодПолн="${code}" НаимПолн="${code}"/>`).join('')}</СвПолн>`,
      );
  }
  return Buffer.from(text, 'utf8');
}

/** The head's certificate: the company's INN as ИНН ЮЛ, the head's own INN and SNILS. */
export function headCertificate(companyInn = '3662000015', head = FIXTURE_HEAD) {
  return issueFrom(testCa(), [
    ['CN', head.name],
    ['INNLE', companyInn],
    ['1.2.643.3.131.1.1', head.inn],
    ['1.2.643.100.3', head.snils],
  ]);
}

/** A person's certificate (no company in it): what an employee signs with under an МЧД. */
export function personCertificate(person = FIXTURE_REPRESENTATIVE) {
  return issueFrom(testCa(), [
    ['CN', person.name],
    ['1.2.643.3.131.1.1', person.inn],
    ['1.2.643.100.3', person.snils],
  ]);
}

/** The МЧД and its detached signature by the certificate (the head's unless told). */
export function signedAttorney(
  options: Parameters<typeof attorneyXml>[0] & { signer?: ReturnType<typeof headCertificate> } = {},
) {
  const xml = attorneyXml(options);
  const signer = options.signer ?? headCertificate(options.companyInn);
  return { xml, sig: signCms(signer, xml) };
}
