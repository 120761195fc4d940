import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Certificate } from 'pkijs';
import { readCertificates } from './certificate-facts.ts';

const CERTIFICATE_FILE = /\.(pem|crt|cer|der)$/i;

/**
 * The trust list CERT_TRUST_LIST names: a folder of certificates (.pem, .crt, .cer, .der; PEM
 * files may hold many) or one PEM bundle. In production these are the roots of the accredited
 * certification authorities. A wrong path or a file that is not a certificate stops the start.
 */
export function loadTrustList(path: string): Certificate[] {
  let files: string[];
  try {
    files = statSync(path).isDirectory()
      ? readdirSync(path)
          .filter((name) => CERTIFICATE_FILE.test(name))
          .sort()
          .map((name) => join(path, name))
      : [path];
  } catch (error) {
    throw new Error(`Invalid configuration: CERT_TRUST_LIST ${path} cannot be read`, { cause: error });
  }
  const certificates = files.flatMap((file) => {
    try {
      return readCertificates(readFileSync(file));
    } catch (error) {
      throw new Error(`Invalid configuration: CERT_TRUST_LIST ${file} is not a certificate`, {
        cause: error,
      });
    }
  });
  if (certificates.length === 0)
    throw new Error(`Invalid configuration: CERT_TRUST_LIST ${path} has no certificates`);
  return certificates;
}
