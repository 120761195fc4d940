import { ContentInfo, SignedData } from 'pkijs';
import { describe, expect, it } from 'vitest';
import {
  hasGostEngine,
  type KeyAlgorithm,
  makeSelfSignedCertificate,
  signCms,
} from '../testing/openssl-pki.ts';
import { TEST_CURVE_256, TEST_CURVE_512, verifyDigestSignature } from './gost-r-34-10-2012.ts';
import { pkiEngine } from './pki-engine.ts';
import { streebog } from './streebog.ts';

const hex = (value: string) => BigInt(`0x${value}`);

describe('GOST R 34.11-2012 «Стрибог»', () => {
  it('gives the standard’s hashes of its first example message (RFC 6986 §10.1)', () => {
    const m1 = Buffer.from('012345678901234567890123456789012345678901234567890123456789012');
    expect(Buffer.from(streebog(256, m1)).toString('hex')).toBe(
      '9d151eefd8590b89daa6ba6cb74af9275dd051026bb149a452fd84e5e57b5500',
    );
    expect(Buffer.from(streebog(512, m1)).toString('hex')).toBe(
      '1b54d01a4af5b9d5cc3d86d68d285462b19abc2475222f35c085122be4ba1ffa00ad30f8767b3a82384c6574f024c311e2a481332b08ef7f41797891c1646f48',
    );
  });
});

/** GOST R 34.10-2012 appendix A (RFC 7091 §7): keys, hash integers e and signatures r, s. */
const VECTORS = [
  {
    bits: 256,
    curve: TEST_CURVE_256,
    x: '7f2b49e270db6d90d8595bec458b50c58585ba1d4e9b788f6689dbd8e56fd80b',
    y: '26f1b489d6701dd185c8413a977b3cbbaf64d1c593d26627dffb101a87ff77da',
    e: '2dfbc1b372d89a1188c09c52e0eec61fce52032ab1022e8e67ece6672b043ee5',
    r: '41aa28d2f1ab148280cd9ed56feda41974053554a42767b83ad043fd39dc0493',
    s: '01456c64ba4642a1653c235a98a60249bcd6d3f746b631df928014f6c5bf9c40',
  },
  {
    bits: 512,
    curve: TEST_CURVE_512,
    x: '115dc5bc96760c7b48598d8ab9e740d4c4a85a65be33c1815b5c320c854621dd5a515856d13314af69bc5b924c8b4ddff75c45415c1d9dd9dd33612cd530efe1',
    y: '37c7c90cd40b0f5621dc3ac1b751cfa0e2634fa0503b3d52639f5d7fb72afd61ea199441d943ffe7f0c70a2759a3cdb84c114e1f9339fdf27f35eca93677beec',
    e: '3754f3cfacc9e0615c4f4a7c4d8dab531b09b6f9c170c533a71d147035b0c5917184ee536593f4414339976c647c5d5a407adedb1d560c4fc6777d2972075b8c',
    r: '2f86fa60a081091a23dd795e1e3c689ee512a3c82ee0dcc2643c78eea8fcacd35492558486b20f1c9ec197c90699850260c93bcbcd9c5c3317e19344e173ae36',
    s: '1081b394696ffe8e6585e7a9362d26b6325f56778aadbc081c0bfbe933d52ff5823ce288e8c4f362526080df7f70ce406a6eeb1f56919cb92a9853bde73e5b4a',
  },
];

describe('GOST R 34.10-2012 verification', () => {
  it.each(VECTORS)('accepts the standard’s $bits-bit example and refuses it altered', (vector) => {
    const key = { x: hex(vector.x), y: hex(vector.y) };
    const signature = { r: hex(vector.r), s: hex(vector.s) };
    expect(verifyDigestSignature(vector.curve, key, hex(vector.e), signature)).toBe(true);
    expect(verifyDigestSignature(vector.curve, key, hex(vector.e) + 1n, signature)).toBe(false);
    expect(
      verifyDigestSignature(vector.curve, key, hex(vector.e), { ...signature, s: signature.s + 1n }),
    ).toBe(false);
  });

  /** Every parameter set OpenSSL's GOST engine makes keys on; CryptoPro's are the common ones. */
  const PARAMSETS: [KeyAlgorithm, string][] = [
    ['gost2012_256', 'A'],
    ['gost2012_256', 'B'],
    ['gost2012_256', 'C'],
    ['gost2012_256', 'XA'],
    ['gost2012_256', 'XB'],
    ['gost2012_256', 'TCA'],
    ['gost2012_512', 'A'],
    ['gost2012_512', 'B'],
    ['gost2012_512', 'C'],
  ];
  // .ci/run installs the engine and sets CI_SERVICES: there a missing engine fails, never skips.
  it.skipIf(!hasGostEngine() && process.env.CI_SERVICES !== '1').each(PARAMSETS)(
    'verifies a CMS OpenSSL’s GOST engine signed with a %s key on parameter set %s',
    async (algorithm, paramset) => {
      const certificate = makeSelfSignedCertificate(
        [['CN', `${algorithm} ${paramset}`]],
        algorithm,
        paramset,
      );
      const document = Buffer.from(`документ ${algorithm} ${paramset}`);
      const cms = signCms(certificate, document);
      const verify = async (signature: Buffer, bytes: Buffer) => {
        const contentInfo = ContentInfo.fromBER(new Uint8Array(signature));
        const signedData = new SignedData({ schema: contentInfo.content });
        const data = new Uint8Array(bytes).buffer;
        return (await signedData.verify({ signer: 0, data, extendedMode: true }, pkiEngine))
          .signatureVerified;
      };
      expect(await verify(cms, document)).toBe(true);
      // The signature value ends a detached CMS without unsigned attributes.
      const tampered = Buffer.from(cms);
      tampered[tampered.length - 3] = (tampered[tampered.length - 3] ?? 0) ^ 0x01;
      expect(await verify(tampered, document)).toBe(false);
      await expect(verify(cms, Buffer.from('другой документ'))).rejects.toThrow(/digest doesn't match/);
    },
  );
});
