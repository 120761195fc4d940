import { readMachineReadableAttorney } from '@agrolease/domain/machine-readable-attorney';
import { describe, expect, it } from 'vitest';
import {
  attorneyXml,
  FIXTURE_HEAD,
  headCertificate,
  personCertificate,
  signedAttorney,
} from '../testing/attorney-fixtures.ts';
import { makeCa, makeSelfSignedCertificate, signCms } from '../testing/openssl-pki.ts';
import { issueFrom, testTrust } from '../testing/test-trust.ts';
import { verifyAttorneySignature } from './attorney-signature.ts';

const trust = testTrust();

describe('the signature of an МЧД', () => {
  it("accepts the head's detached CMS over the XML, as DER or base64", async () => {
    const { xml, sig } = signedAttorney();
    const attorney = readMachineReadableAttorney(xml);
    const signer = await verifyAttorneySignature(xml, sig, attorney, trust);
    expect(signer).toMatchObject({ innLe: '3662000015', snils: FIXTURE_HEAD.snils });
    const base64 = Buffer.from(sig.toString('base64'));
    expect((await verifyAttorneySignature(xml, base64, attorney, trust)).snils).toBe(FIXTURE_HEAD.snils);
  });

  it('refuses a signature over other bytes', async () => {
    const { sig } = signedAttorney();
    const other = attorneyXml({ expiresOn: '2030-01-01' });
    await expect(
      verifyAttorneySignature(other, sig, readMachineReadableAttorney(other), trust),
    ).rejects.toThrow(/хеш не совпадает/);
  });

  it('refuses a self-signed certificate and one outside the trusted chain', async () => {
    const xml = attorneyXml();
    const attorney = readMachineReadableAttorney(xml);
    const self = makeSelfSignedCertificate([
      ['CN', FIXTURE_HEAD.name],
      ['INNLE', '3662000015'],
      ['1.2.643.100.3', FIXTURE_HEAD.snils],
    ]);
    await expect(verifyAttorneySignature(xml, signCms(self, xml), attorney, trust)).rejects.toThrow(
      /не доверяет/,
    );
    const stranger = issueFrom(makeCa({ name: 'Чужой УЦ' }), [
      ['CN', FIXTURE_HEAD.name],
      ['INNLE', '3662000015'],
    ]);
    await expect(verifyAttorneySignature(xml, signCms(stranger, xml), attorney, trust)).rejects.toThrow(
      /не доверяет/,
    );
  });

  it('refuses an МЧД signed by someone who is not its head', async () => {
    const xml = attorneyXml();
    const attorney = readMachineReadableAttorney(xml);
    await expect(
      verifyAttorneySignature(xml, signCms(personCertificate(), xml), attorney, trust),
    ).rejects.toThrow(/не выдан руководителю/);
    const otherHead = headCertificate('3662000015', { ...FIXTURE_HEAD, snils: '12345678964' });
    await expect(verifyAttorneySignature(xml, signCms(otherHead, xml), attorney, trust)).rejects.toThrow(
      /СНИЛС не совпадает/,
    );
  });
});
