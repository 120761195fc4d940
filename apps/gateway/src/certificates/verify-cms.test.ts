import { describe, expect, it } from 'vitest';
import { signCms } from '../testing/openssl-pki.ts';
import { makeCertificate, testTrust } from '../testing/test-trust.ts';
import { assertCertificateOfCompany } from './certificate-of-company.ts';
import { SignatureRefused } from './signature-refused.ts';
import { decodeSignature, verifyCms } from './verify-cms.ts';

const certificate = makeCertificate({
  cn: 'Петров Иван Сергеевич',
  inn: '3662000015',
  ogrn: '1023600000001',
  snils: '12345678901',
});
const trust = testTrust();
const document = Buffer.from('%PDF-1.4 договор лизинга');

describe('CMS verification (PKI.js)', () => {
  it('accepts a detached CMS over the document and reads INN, OGRN and SNILS', async () => {
    const signer = await verifyCms(signCms(certificate, document), document, trust);
    expect(signer).toMatchObject({
      subject: 'Петров Иван Сергеевич',
      inn: '3662000015',
      ogrn: '1023600000001',
      snils: '12345678901',
      serial: certificate.serial,
      thumbprint: certificate.thumbprint,
    });
  });

  it('accepts an attached CMS only when it carries these very bytes', async () => {
    const attached = signCms(certificate, document, { detached: false });
    expect((await verifyCms(attached, document, trust)).inn).toBe('3662000015');
    await expect(verifyCms(attached, Buffer.from('другой документ'), trust)).rejects.toThrow(
      'Подпись сделана для другого документа',
    );
  });

  it('refuses a CMS made over other bytes', async () => {
    await expect(
      verifyCms(signCms(certificate, Buffer.from('другой документ')), document, trust),
    ).rejects.toThrow(/хеш не совпадает/);
  });

  it('refuses SHA-1 and garbage, in Russian', async () => {
    await expect(verifyCms(signCms(certificate, document, { md: 'sha1' }), document, trust)).rejects.toThrow(
      /Алгоритм хеширования подписи не поддерживается/,
    );
    await expect(verifyCms(Buffer.from('not a cms'), document, trust)).rejects.toThrow(SignatureRefused);
    expect(() => decodeSignature('***')).toThrow(/CMS/);
  });

  it("requires the certificate's INN to be the account's", async () => {
    const signer = await verifyCms(signCms(certificate, document), document, trust);
    expect(() => assertCertificateOfCompany(signer, '3662000015')).not.toThrow();
    expect(() => assertCertificateOfCompany(signer, '7700000000')).toThrow(/другой организации/);
    expect(() => assertCertificateOfCompany({ ...signer, inn: '' }, '3662000015')).toThrow(/нет ИНН/);
  });
});
