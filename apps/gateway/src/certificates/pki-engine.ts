import { webcrypto } from 'node:crypto';
import { CryptoEngine } from 'pkijs';

/**
 * The crypto engine PKI.js verifies with: Node's WebCrypto for RSA and ECDSA. Passed to every
 * PKI.js call explicitly, never installed globally.
 */
export const pkiEngine = new CryptoEngine({ name: 'node', crypto: webcrypto as unknown as Crypto });
