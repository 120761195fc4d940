import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Throwaway certificates and CMS signatures made by openssl, for the gateway's signing tests and
 * the browser journeys' fake CryptoPro plug-in (e2e/fixtures/fake-cryptopro.ts): the one place
 * that knows how a test signs. Node only, no database.
 */

export interface OpensslCertificate {
  /** PEM. */
  cert: string;
  /** PEM, unencrypted. */
  key: string;
  /** SHA-1 of the DER, upper-case hex without colons (CryptoPro's Thumbprint). */
  thumbprint: string;
}

function inTempDirectory<T>(work: (directory: string) => T): T {
  const directory = mkdtempSync(join(tmpdir(), 'agrolease-cms-'));
  try {
    return work(directory);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

/**
 * A self-signed RSA certificate, valid 30 days. `attributes` become the subject in order, e.g.
 * [['CN', 'Петров'], ['1.2.643.3.131.1.1', '3662000015']] (the INN's OID).
 */
export function makeSelfSignedCertificate(attributes: [name: string, value: string][]): OpensslCertificate {
  return inTempDirectory((directory) => {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '30',
        '-utf8',
        '-keyout',
        join(directory, 'key.pem'),
        '-out',
        join(directory, 'cert.pem'),
        '-subj',
        attributes.map(([name, value]) => `/${name}=${value}`).join(''),
      ],
      { stdio: 'pipe' },
    );
    const cert = readFileSync(join(directory, 'cert.pem'), 'utf8');
    return {
      cert,
      key: readFileSync(join(directory, 'key.pem'), 'utf8'),
      thumbprint: new X509Certificate(cert).fingerprint.replace(/:/g, ''),
    };
  });
}

/** A CMS SignedData (DER) over the bytes: detached unless told, SHA-256 unless another `md`. */
export function signCms(
  certificate: { cert: string; key: string },
  bytes: Buffer,
  options: { detached?: boolean; md?: string } = {},
): Buffer {
  return inTempDirectory((directory) => {
    writeFileSync(join(directory, 'cert.pem'), certificate.cert);
    writeFileSync(join(directory, 'key.pem'), certificate.key);
    writeFileSync(join(directory, 'doc.bin'), bytes);
    execFileSync(
      'openssl',
      [
        'cms',
        '-sign',
        '-binary',
        '-outform',
        'DER',
        '-md',
        options.md ?? 'sha256',
        ...(options.detached === false ? ['-nodetach'] : []),
        '-signer',
        join(directory, 'cert.pem'),
        '-inkey',
        join(directory, 'key.pem'),
        '-in',
        join(directory, 'doc.bin'),
        '-out',
        join(directory, 'sig.der'),
      ],
      { stdio: 'pipe' },
    );
    return readFileSync(join(directory, 'sig.der'));
  });
}
