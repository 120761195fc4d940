import { describe, expect, it } from 'vitest';
import { CmsError, decodeSignature, verifyCms } from './cms.ts';
import { children, DerError, decodeName, decodeOid, parseDer, readElement } from './der.ts';
import { assertCertificateOfAccount } from './service.ts';
import { makeCertificate, signCms } from './test-fixtures.ts';

const certificate = makeCertificate({
  cn: 'Петров Иван Сергеевич',
  inn: '3662000015',
  ogrn: '1023600000001',
  snils: '12345678901',
});
const document = Buffer.from('%PDF-1.4 договор лизинга');

describe('DER walk', () => {
  it('reads lengths in short and long form and dotted OIDs', () => {
    expect(decodeOid(parseDer(Buffer.from('06092a864886f70d010702', 'hex')))).toBe('1.2.840.113549.1.7.2');
    expect(decodeOid(parseDer(Buffer.from('06062a8503030101', 'hex')))).toBe('1.2.643.3.1.1');
    const long = Buffer.concat([Buffer.from([0x04, 0x81, 200]), Buffer.alloc(200, 1)]);
    expect(parseDer(long).value.length).toBe(200);
  });

  it('refuses input that runs past its end, indefinite lengths and trailing bytes', () => {
    expect(() => parseDer(Buffer.from('3005020101', 'hex'))).toThrow(DerError);
    expect(() => readElement(Buffer.from('3080020101 0000'.replace(' ', ''), 'hex'))).toThrow(DerError);
    expect(() => parseDer(Buffer.from('02010100', 'hex'))).toThrow(DerError);
  });

  it('decodes a Name with UTF-8 and numeric strings', () => {
    // SEQUENCE { SET { SEQUENCE { OID 2.5.4.3, UTF8String "Иван" } }, SET { SEQUENCE { OID INN, NumericString "3662000015" } } }
    const cn = Buffer.concat([Buffer.from('0603550403', 'hex'), Buffer.from([0x0c, 8]), Buffer.from('Иван')]);
    const inn = Buffer.concat([
      Buffer.from('06082a85030381030101', 'hex'),
      Buffer.from([0x12, 10]),
      Buffer.from('3662000015'),
    ]);
    const wrap = (tag: number, body: Buffer) => Buffer.concat([Buffer.from([tag, body.length]), body]);
    const name = wrap(0x30, Buffer.concat([wrap(0x31, wrap(0x30, cn)), wrap(0x31, wrap(0x30, inn))]));
    const attributes = decodeName(parseDer(name));
    expect(attributes.get('2.5.4.3')).toBe('Иван');
    expect(attributes.get('1.2.643.3.131.1.1')).toBe('3662000015');
    expect(children(parseDer(name))).toHaveLength(2);
  });
});

describe('CMS verification', () => {
  it('accepts a detached SHA-256 CMS over the document and reads INN, OGRN and SNILS', () => {
    const signer = verifyCms(signCms(certificate, document), document);
    expect(signer).toMatchObject({
      subject: 'Петров Иван Сергеевич',
      inn: '3662000015',
      ogrn: '1023600000001',
      snils: '12345678901',
    });
    expect(signer.thumbprint).toMatch(/^[0-9A-F]{40}$/);
  });

  it('accepts an attached CMS only when it carries these very bytes', () => {
    expect(verifyCms(signCms(certificate, document, { detached: false }), document).inn).toBe('3662000015');
  });

  it('refuses a CMS made over other bytes', () => {
    expect(() => verifyCms(signCms(certificate, Buffer.from('другой документ')), document)).toThrow(
      /хеш не совпадает/,
    );
  });

  it('refuses a CMS whose signature was tampered with', () => {
    const cms = signCms(certificate, document);
    cms[cms.length - 5] = (cms[cms.length - 5] ?? 0) ^ 0xff;
    expect(() => verifyCms(cms, document)).toThrow(/Подпись недействительна/);
  });

  it('refuses another digest than SHA-256 and garbage, in Russian', () => {
    expect(() => verifyCms(signCms(certificate, document, { md: 'sha1' }), document)).toThrow(/SHA-256/);
    expect(() => verifyCms(Buffer.from('not a cms'), document)).toThrow(CmsError);
    expect(() => decodeSignature('***')).toThrow(/CMS/);
  });

  it('refuses a certificate after its validity period', () => {
    const later = new Date(Date.now() + 60 * 86_400_000);
    expect(() => verifyCms(signCms(certificate, document), document, later)).toThrow(/недействителен/);
  });

  it("requires the certificate's INN to be the account's", () => {
    const signer = verifyCms(signCms(certificate, document), document);
    expect(() => assertCertificateOfAccount(signer, '3662000015')).not.toThrow();
    expect(() => assertCertificateOfAccount(signer, '7700000000')).toThrow(/другой организации/);
    expect(() => assertCertificateOfAccount({ ...signer, inn: '' }, '3662000015')).toThrow(/нет ИНН/);
  });
});
