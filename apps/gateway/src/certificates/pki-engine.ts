import { webcrypto } from 'node:crypto';
import type * as asn1js from 'asn1js';
import { type AlgorithmIdentifier, CryptoEngine, type PublicKeyInfo } from 'pkijs';
import { GOST_OID, isGostKey, STREEBOG, verifyGost } from './gost-r-34-10-2012.ts';
import { streebog } from './streebog.ts';

/**
 * The crypto engine PKI.js verifies with (decision 0077): Node's WebCrypto for RSA and ECDSA,
 * and GOST R 34.10-2012 / 34.11-2012 plugged in where PKI.js asks an engine for an algorithm, a
 * digest or a verification. Passed to every PKI.js call explicitly, never installed globally.
 */
const GOST_DIGESTS: Record<string, string> = {
  [GOST_OID.digest256]: STREEBOG[256],
  [GOST_OID.digest512]: STREEBOG[512],
};
const GOST_SIGNATURES: Record<string, string> = {
  [GOST_OID.signature256]: STREEBOG[256],
  [GOST_OID.signature512]: STREEBOG[512],
  // CryptoPro names the key's algorithm as the CMS signature algorithm.
  [GOST_OID.key256]: STREEBOG[256],
  [GOST_OID.key512]: STREEBOG[512],
};

function nameOf(algorithm: globalThis.AlgorithmIdentifier): string {
  return typeof algorithm === 'string' ? algorithm : algorithm.name;
}

class GostAwareEngine extends CryptoEngine {
  // biome-ignore lint/suspicious/noExplicitAny: PKI.js declares this method with overloads
  override getAlgorithmByOID(oid: string, safety?: boolean, target?: string): any {
    const digest = GOST_DIGESTS[oid];
    if (digest) return { name: digest };
    const signature = GOST_SIGNATURES[oid];
    if (signature) return { name: 'GOST R 34.10-2012', hash: { name: signature } };
    return super.getAlgorithmByOID(oid, safety, target);
  }

  override getHashAlgorithm(signatureAlgorithm: AlgorithmIdentifier): string {
    return GOST_SIGNATURES[signatureAlgorithm.algorithmId] ?? super.getHashAlgorithm(signatureAlgorithm);
  }

  override async digest(algorithm: globalThis.AlgorithmIdentifier, data: BufferSource): Promise<ArrayBuffer> {
    const name = nameOf(algorithm).toUpperCase();
    if (name === STREEBOG[256] || name === STREEBOG[512]) {
      const bytes = ArrayBuffer.isView(data)
        ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
        : new Uint8Array(data);
      return new Uint8Array(streebog(name === STREEBOG[256] ? 256 : 512, bytes)).buffer;
    }
    return super.digest(algorithm, data);
  }

  override async verifyWithPublicKey(
    data: BufferSource,
    signature: asn1js.BitString | asn1js.OctetString,
    publicKeyInfo: PublicKeyInfo,
    signatureAlgorithm: AlgorithmIdentifier,
    shaAlgorithm?: string,
  ): Promise<boolean> {
    if (!isGostKey(publicKeyInfo)) {
      return super.verifyWithPublicKey(data, signature, publicKeyInfo, signatureAlgorithm, shaAlgorithm);
    }
    const bytes = ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);
    return verifyGost(publicKeyInfo, bytes, signature.valueBlock.valueHexView);
  }
}

export const pkiEngine = new GostAwareEngine({ name: 'node', crypto: webcrypto as unknown as Crypto });
