import { createRequire } from 'node:module';

/**
 * GOST R 34.11-2012 «Стрибог» (RFC 6986), 256 and 512 bits: Rudolf Nickolaev's GostCrypto digest
 * (a port of the reference code of streebog.net) as packaged for Node by node-gost-crypto; only
 * this one file of it is loaded. Checked against the standard's examples and OpenSSL's GOST
 * engine (gost-r-34-10-2012.test.ts). Decision 0077 says why not another package.
 */
interface GostDigest {
  digest(data: Uint8Array): ArrayBuffer;
}
type GostDigestConstructor = new (algorithm: {
  name: string;
  version: number;
  length: 256 | 512;
}) => GostDigest;

const GostDigest = createRequire(import.meta.url)(
  'node-gost-crypto/lib/gostDigest.js',
) as GostDigestConstructor;

const digests = {
  256: new GostDigest({ name: 'GOST R 34.11', version: 2012, length: 256 }),
  512: new GostDigest({ name: 'GOST R 34.11', version: 2012, length: 512 }),
};

export function streebog(size: 256 | 512, data: Uint8Array): Uint8Array {
  return new Uint8Array(digests[size].digest(data));
}
