import { weierstrass } from '@noble/curves/abstract/weierstrass.js';
import * as asn1js from 'asn1js';
import type { PublicKeyInfo } from 'pkijs';
import { streebog } from './streebog.ts';

/**
 * GOST R 34.10-2012 signature verification (RFC 7091) with GOST R 34.11-2012 «Стрибог» hashes
 * (RFC 6986), as qualified certificates and CryptoPro's CMS use them (RFC 9215, RFC 4490):
 * curve arithmetic by @noble/curves, the hash by streebog.ts (decision 0077). Verification only:
 * the server never signs with GOST keys.
 */

export const GOST_OID = {
  key256: '1.2.643.7.1.1.1.1',
  key512: '1.2.643.7.1.1.1.2',
  digest256: '1.2.643.7.1.1.2.2',
  digest512: '1.2.643.7.1.1.2.3',
  signature256: '1.2.643.7.1.1.3.2',
  signature512: '1.2.643.7.1.1.3.3',
} as const;

export const STREEBOG = { 256: 'STREEBOG-256', 512: 'STREEBOG-512' } as const;

interface CurveParameters {
  p: bigint;
  a: bigint;
  b: bigint;
  /** The order of the base point's subgroup (q in the standard). */
  n: bigint;
  h: bigint;
  Gx: bigint;
  Gy: bigint;
}

/**
 * The parameter sets of RFC 7836 / Р 1323565.1.024-2019 and CryptoPro's (RFC 4357), by every OID
 * that names them in certificates.
 */
const CRYPTOPRO_A: CurveParameters = {
  p: 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd97n,
  a: 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd94n,
  b: 0xa6n,
  n: 0xffffffffffffffffffffffffffffffff6c611070995ad10045841b09b761b893n,
  h: 1n,
  Gx: 1n,
  Gy: 0x8d91e471e0989cda27df505a453f2b7635294f2ddf23e3b122acc99c9e9f1e14n,
};
const CRYPTOPRO_B: CurveParameters = {
  p: 0x8000000000000000000000000000000000000000000000000000000000000c99n,
  a: 0x8000000000000000000000000000000000000000000000000000000000000c96n,
  b: 0x3e1af419a269a5f866a7d3c25c3df80ae979259373ff2b182f49d4ce7e1bbc8bn,
  n: 0x800000000000000000000000000000015f700cfff1a624e5e497161bcc8a198fn,
  h: 1n,
  Gx: 1n,
  Gy: 0x3fa8124359f96680b83d1c3eb2c070e5c545c9858d03ecfb744bf8d717717efcn,
};
const CRYPTOPRO_C: CurveParameters = {
  p: 0x9b9f605f5a858107ab1ec85e6b41c8aacf846e86789051d37998f7b9022d759bn,
  a: 0x9b9f605f5a858107ab1ec85e6b41c8aacf846e86789051d37998f7b9022d7598n,
  b: 0x805an,
  n: 0x9b9f605f5a858107ab1ec85e6b41c8aa582ca3511eddfb74f02f3a6598980bb9n,
  h: 1n,
  Gx: 0n,
  Gy: 0x41ece55743711a8c3cbf3783cd08c0ee4d4dc440d4641a8f366e550dfdb3bb67n,
};
const TC26_256_A: CurveParameters = {
  p: 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffd97n,
  a: 0xc2173f1513981673af4892c23035a27ce25e2013bf95aa33b22c656f277e7335n,
  b: 0x295f9bae7428ed9ccc20e7c359a9d41a22fccd9108e17bf7ba9337a6f8ae9513n,
  n: 0x400000000000000000000000000000000fd8cddfc87b6635c115af556c360c67n,
  h: 4n,
  Gx: 0x91e38443a5e82c0d880923425712b2bb658b9196932e02c78b2582fe742daa28n,
  Gy: 0x32879423ab1a0375895786c4bb46e9565fde0b5344766740af268adb32322e5cn,
};
const TC26_512_A: CurveParameters = {
  p: 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffdc7n,
  a: 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffdc4n,
  b: 0xe8c2505dedfc86ddc1bd0b2b6667f1da34b82574761cb0e879bd081cfd0b6265ee3cb090f30d27614cb4574010da90dd862ef9d4ebee4761503190785a71c760n,
  n: 0xffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffff27e69532f48d89116ff22b8d4e0560609b4b38abfad2b85dcacdb1411f10b275n,
  h: 1n,
  Gx: 3n,
  Gy: 0x7503cfe87a836ae3a61b8816e25450e6ce5e1c93acf1abc1778064fdcbefa921df1626be4fd036e93d75e6a50e3a41e98028fe5fc235f5b889a589cb5215f2a4n,
};
const TC26_512_B: CurveParameters = {
  p: 0x8000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000006fn,
  a: 0x8000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000006cn,
  b: 0x687d1b459dc841457e3e06cf6f5e2517b97c7d614af138bcbf85dc806c4b289f3e965d2db1416d217f8b276fad1ab69c50f78bee1fa3106efb8ccbc7c5140116n,
  n: 0x800000000000000000000000000000000000000000000000000000000000000149a1ec142565a545acfdb77bd9d40cfa8b996712101bea0ec6346c54374f25bdn,
  h: 1n,
  Gx: 2n,
  Gy: 0x1a8f7eda389b094c2c071e3647a8940f3c123b697578c213be6dd9e6c8ec7335dcb228fd1edf4a39152cbcaaf8c0398828041055f94ceeec7e21340780fe41bdn,
};
const TC26_512_C: CurveParameters = {
  p: 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffdc7n,
  a: 0xdc9203e514a721875485a529d2c722fb187bc8980eb866644de41c68e143064546e861c0e2c9edd92ade71f46fcf50ff2ad97f951fda9f2a2eb6546f39689bd3n,
  b: 0xb4c4ee28cebc6c2c8ac12952cf37f16ac7efb6a9f69f4b57ffda2e4f0de5ade038cbc2fff719d2c18de0284b8bfef3b52b8cc7a5f5bf0a3c8d2319a5312557e1n,
  n: 0x3fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffc98cdba46506ab004c33a9ff5147502cc8eda9e7a769a12694623cef47f023edn,
  h: 4n,
  Gx: 0xe2e31edfc23de7bdebe241ce593ef5de2295b7a9cbaef021d385f7074cea043aa27272a7ae602bf2a7b9033db9ed3610c6fb85487eae97aac5bc7928c1950148n,
  Gy: 0xf5ce40d95b5eb899abbccff5911cb8577939804d6527378b8c108c3d2090ff9be18e2d33e3021ed2ef32d85822423b6304f726aa854bae07d0396e9a9addc40fn,
};
/** The standard's own example curves (GOST R 34.10-2012, appendix A): for its test vectors. */
export const TEST_CURVE_256: CurveParameters = {
  p: 0x8000000000000000000000000000000000000000000000000000000000000431n,
  a: 7n,
  b: 0x5fbff498aa938ce739b8e022fbafef40563f6e6a3472fc2a514c0ce9dae23b7en,
  n: 0x8000000000000000000000000000000150fe8a1892976154c59cfc193accf5b3n,
  h: 1n,
  Gx: 2n,
  Gy: 0x8e2a8a0e65147d4bd6316030e16d19c85c97f0a9ca267122b96abbcea7e8fc8n,
};
export const TEST_CURVE_512: CurveParameters = {
  p: 0x4531acd1fe0023c7550d267b6b2fee80922b14b2ffb90f04d4eb7c09b5d2d15df1d852741af4704a0458047e80e4546d35b8336fac224dd81664bbf528be6373n,
  a: 7n,
  b: 0x1cff0806a31116da29d8cfa54e57eb748bc5f377e49400fdd788b649eca1ac4361834013b2ad7322480a89ca58e0cf74bc9e540c2add6897fad0a3084f302adcn,
  n: 0x4531acd1fe0023c7550d267b6b2fee80922b14b2ffb90f04d4eb7c09b5d2d15da82f2d7ecb1dbac719905c5eecc423f1d86e25edbe23c595d644aaf187e6e6dfn,
  h: 1n,
  Gx: 0x24d19cc64572ee30f396bf6ebbfd7a6c5213b3b3d7057cc825f91093a68cd762fd60611262cd838dc6b60aa7eee804e28bc849977fac33b4b530f1b120248a9an,
  Gy: 0x2bb312a43bd2ce6e0d020613c857acddcfbf061e91e5f2c3f32447c259f39b2c83ab156d77f1496bf7eb3351e1ee4e43dc1a18b91b24640b6dbb92cb1add371en,
};

const CURVES: Record<string, CurveParameters> = {
  // id-tc26-gost-3410-12-256-paramSetA..D; B..D are CryptoPro's A..C.
  '1.2.643.7.1.2.1.1.1': TC26_256_A,
  '1.2.643.7.1.2.1.1.2': CRYPTOPRO_A,
  '1.2.643.7.1.2.1.1.3': CRYPTOPRO_B,
  '1.2.643.7.1.2.1.1.4': CRYPTOPRO_C,
  // id-GostR3410-2001-CryptoPro-A/B/C-ParamSet, -XchA/XchB-ParamSet.
  '1.2.643.2.2.35.1': CRYPTOPRO_A,
  '1.2.643.2.2.35.2': CRYPTOPRO_B,
  '1.2.643.2.2.35.3': CRYPTOPRO_C,
  '1.2.643.2.2.36.0': CRYPTOPRO_A,
  '1.2.643.2.2.36.1': CRYPTOPRO_C,
  // id-tc26-gost-3410-12-512-paramSetA..C.
  '1.2.643.7.1.2.1.2.1': TC26_512_A,
  '1.2.643.7.1.2.1.2.2': TC26_512_B,
  '1.2.643.7.1.2.1.2.3': TC26_512_C,
};

type Curve = ReturnType<typeof weierstrass<bigint>>;
const made = new Map<CurveParameters, Curve>();
function curveOf(parameters: CurveParameters): Curve {
  let curve = made.get(parameters);
  if (!curve) {
    curve = weierstrass(parameters);
    made.set(parameters, curve);
  }
  return curve;
}

function bigEndian(bytes: Uint8Array): bigint {
  return bytes.length === 0 ? 0n : BigInt(`0x${Buffer.from(bytes).toString('hex')}`);
}

function littleEndian(bytes: Uint8Array): bigint {
  return bigEndian(Uint8Array.from(bytes).reverse());
}

/**
 * The check of GOST R 34.10-2012 §6.2 over the hash's integer `e`: with v = e⁻¹ mod q,
 * z1 = s·v, z2 = −r·v and C = z1·P + z2·Q, the signature holds when x(C) mod q = r.
 */
export function verifyDigestSignature(
  parameters: CurveParameters,
  publicKey: { x: bigint; y: bigint },
  e: bigint,
  signature: { r: bigint; s: bigint },
): boolean {
  const Point = curveOf(parameters);
  const { Fn } = Point;
  const { r, s } = signature;
  if (!Fn.isValidNot0(r) || !Fn.isValidNot0(s)) return false;
  try {
    const Q = Point.fromAffine(publicKey);
    Q.assertValidity();
    const v = Fn.inv(Fn.create(e) || 1n);
    const C = Point.BASE.mulAddUnsafe(Fn.mul(s, v), Q, Fn.mul(Fn.neg(r), v));
    return Fn.create(C.toAffine().x) === r;
  } catch {
    return false;
  }
}

export function isGostKey(publicKeyInfo: PublicKeyInfo): boolean {
  const oid = publicKeyInfo.algorithm.algorithmId;
  return oid === GOST_OID.key256 || oid === GOST_OID.key512;
}

function curveOfKey(publicKeyInfo: PublicKeyInfo): CurveParameters | undefined {
  const parameters = publicKeyInfo.algorithm.algorithmParams;
  if (!(parameters instanceof asn1js.Sequence)) return undefined;
  const [set] = parameters.valueBlock.value;
  return set instanceof asn1js.ObjectIdentifier ? CURVES[set.valueBlock.toString()] : undefined;
}

/**
 * Verifies a signature over `data` with a GOST key of a certificate: the key is an OCTET STRING
 * of x and y little-endian (RFC 9215 §4.3); the signature is s then r, big-endian (§5.2); the
 * hash, Стрибог of the key's size, is read as a little-endian integer.
 */
export function verifyGost(publicKeyInfo: PublicKeyInfo, data: Uint8Array, signature: Uint8Array): boolean {
  const size = publicKeyInfo.algorithm.algorithmId === GOST_OID.key512 ? 512 : 256;
  const parameters = curveOfKey(publicKeyInfo);
  if (!parameters) return false;
  const encoded = asn1js.fromBER(publicKeyInfo.subjectPublicKey.valueBlock.valueHexView);
  if (!(encoded.result instanceof asn1js.OctetString)) return false;
  const point = encoded.result.valueBlock.valueHexView;
  const half = size / 8;
  if (point.length !== 2 * half || signature.length !== 2 * half) return false;
  return verifyDigestSignature(
    parameters,
    { x: littleEndian(point.subarray(0, half)), y: littleEndian(point.subarray(half)) },
    littleEndian(streebog(size, data)),
    { s: bigEndian(signature.subarray(0, half)), r: bigEndian(signature.subarray(half)) },
  );
}
