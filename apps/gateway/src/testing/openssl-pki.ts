import { execFileSync } from 'node:child_process';
import { randomBytes, X509Certificate } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Certification authorities, certificates, CRLs and CMS signatures made by openssl, for the
 * gateway's tests and the browser journeys' fake CryptoPro plug-in (e2e/fixtures/fake-cryptopro.ts):
 * the one place that knows how a test signs. GOST keys come from OpenSSL's GOST engine
 * (Debian's libengine-gost-openssl, installed by .ci/run). Node and openssl only, no database.
 */

export type KeyAlgorithm = 'rsa' | 'ec' | 'gost2012_256' | 'gost2012_512';

export interface OpensslCertificate {
  /** PEM. */
  cert: string;
  /** PEM, unencrypted. */
  key: string;
  /** SHA-1 of the DER, upper-case hex without colons (CryptoPro's Thumbprint). */
  thumbprint: string;
  /** Upper-case hex. */
  serial: string;
  algorithm: KeyAlgorithm;
}

/** A CA whose files (key, certificate, openssl's index of issued certificates) live in `directory`. */
export interface OpensslCa extends OpensslCertificate {
  directory: string;
}

const GOST = new Set<KeyAlgorithm>(['gost2012_256', 'gost2012_512']);
const DIGEST: Record<KeyAlgorithm, string> = {
  rsa: 'sha256',
  ec: 'sha256',
  gost2012_256: 'md_gost12_256',
  gost2012_512: 'md_gost12_512',
};

const directories: string[] = [];
process.once('exit', () => {
  for (const directory of directories) rmSync(directory, { recursive: true, force: true });
});

function scratch(): string {
  const directory = mkdtempSync(join(tmpdir(), 'agrolease-pki-'));
  directories.push(directory);
  return directory;
}

/** openssl's configuration: the GOST engine (only when asked) and the sections the CA uses. */
function configFile(directory: string, algorithm: KeyAlgorithm): string {
  const engine = GOST.has(algorithm)
    ? [
        'oid_section = extra_oids',
        'openssl_conf = openssl_init',
        '[openssl_init]',
        'engines = engines',
        '[engines]',
        'gost = gost_engine',
        '[gost_engine]',
        'engine_id = gost',
        'default_algorithms = ALL',
      ]
    : ['oid_section = extra_oids'];
  const path = join(directory, 'openssl.cnf');
  mkdirSync(join(directory, 'issued'), { recursive: true });
  writeFileSync(
    path,
    [
      ...engine,
      // ИНН ЮЛ has no name in OpenSSL 3.0.
      '[extra_oids]',
      'INNLE = 1.2.643.100.4',
      '[ca]',
      'default_ca = test_ca',
      '[test_ca]',
      `database = ${join(directory, 'index.txt')}`,
      `new_certs_dir = ${join(directory, 'issued')}`,
      `certificate = ${join(directory, 'ca.pem')}`,
      `private_key = ${join(directory, 'ca.key')}`,
      `serial = ${join(directory, 'serial')}`,
      `crlnumber = ${join(directory, 'crlnumber')}`,
      `default_md = ${DIGEST[algorithm]}`,
      'default_days = 30',
      'default_crl_days = 1',
      'policy = any_subject',
      'preserve = yes',
      'unique_subject = no',
      'utf8 = yes',
      // openssl ca drops the subject's fields its policy does not name.
      '[any_subject]',
      ...['CN', 'O', 'SN', 'GN', 'INN', 'INNLE', 'OGRN', 'OGRNIP', 'SNILS'].map(
        (field) => `${field} = optional`,
      ),
      '[req]',
      'distinguished_name = req_subject',
      'utf8 = yes',
      'string_mask = utf8only',
      '[req_subject]',
      '[ca_extensions]',
      'basicConstraints = critical, CA:TRUE',
      'keyUsage = critical, keyCertSign, cRLSign',
      'subjectKeyIdentifier = hash',
      '',
    ].join('\n'),
  );
  return path;
}

function openssl(config: string, args: string[]): void {
  execFileSync('openssl', args, { stdio: 'pipe', env: { ...process.env, OPENSSL_CONF: config } });
}

let gostEngine: boolean | undefined;
/** Whether openssl here has the GOST engine (libengine-gost-openssl). */
export function hasGostEngine(): boolean {
  if (gostEngine === undefined) {
    try {
      execFileSync('openssl', ['engine', '-t', 'gost'], { stdio: 'pipe' });
      gostEngine = true;
    } catch {
      gostEngine = false;
    }
  }
  return gostEngine;
}

/** `paramset` is the GOST engine's name of the curve (A, B, C, TCA, XA, XB for 256 bits; A, B, C for 512). */
function generateKey(config: string, algorithm: KeyAlgorithm, path: string, paramset = 'A'): void {
  const options: Record<KeyAlgorithm, string[]> = {
    rsa: ['-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048'],
    ec: ['-algorithm', 'EC', '-pkeyopt', 'ec_paramgen_curve:P-256'],
    gost2012_256: ['-algorithm', 'gost2012_256', '-pkeyopt', `paramset:${paramset}`],
    gost2012_512: ['-algorithm', 'gost2012_512', '-pkeyopt', `paramset:${paramset}`],
  };
  openssl(config, ['genpkey', ...options[algorithm], '-out', path]);
}

/** Node reads GOST certificates' DER but not their keys: fingerprint and serial only. */
function described(cert: string, key: string, algorithm: KeyAlgorithm): OpensslCertificate {
  const x509 = new X509Certificate(cert);
  return {
    cert,
    key,
    thumbprint: x509.fingerprint.replace(/:/g, ''),
    serial: x509.serialNumber.toUpperCase().replace(/^(00)+(?=.)/, ''),
    algorithm,
  };
}

function subjectArgument(attributes: [name: string, value: string][]): string {
  return attributes.map(([name, value]) => `/${name}=${value.replace(/\//g, '\\/')}`).join('');
}

/** A root CA valid ten years from yesterday. */
export function makeCa(
  options: { name?: string; algorithm?: KeyAlgorithm; paramset?: string } = {},
): OpensslCa {
  const algorithm = options.algorithm ?? 'ec';
  const directory = scratch();
  const config = configFile(directory, algorithm);
  writeFileSync(join(directory, 'index.txt'), '');
  writeFileSync(join(directory, 'serial'), '1000\n');
  writeFileSync(join(directory, 'crlnumber'), '01\n');
  generateKey(config, algorithm, join(directory, 'ca.key'), options.paramset);
  openssl(config, [
    'req',
    '-x509',
    '-new',
    '-utf8',
    '-key',
    join(directory, 'ca.key'),
    '-subj',
    subjectArgument([['CN', options.name ?? 'Тестовый УЦ']]),
    '-days',
    '3650',
    '-extensions',
    'ca_extensions',
    '-out',
    join(directory, 'ca.pem'),
  ]);
  const cert = readFileSync(join(directory, 'ca.pem'), 'utf8');
  return { ...described(cert, readFileSync(join(directory, 'ca.key'), 'utf8'), algorithm), directory };
}

/** A CA of existing files (the demo CA of a data folder): openssl keeps its index beside a copy. */
export function caOfFiles(certPem: string, keyPem: string): OpensslCa {
  const directory = scratch();
  configFile(directory, 'ec');
  writeFileSync(join(directory, 'index.txt'), '');
  // A fresh index each time: random serials keep the CA's certificates apart.
  writeFileSync(join(directory, 'serial'), `4${randomBytes(8).toString('hex').slice(1)}\n`);
  writeFileSync(join(directory, 'crlnumber'), '01\n');
  writeFileSync(join(directory, 'ca.pem'), certPem);
  writeFileSync(join(directory, 'ca.key'), keyPem);
  return { ...described(certPem, keyPem, 'ec'), directory };
}

/** YYMMDDHHMMSSZ, as openssl ca takes dates. */
function utcTime(date: Date): string {
  return `${date.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`;
}

export interface IssueOptions {
  algorithm?: KeyAlgorithm;
  paramset?: string;
  notBefore?: Date;
  notAfter?: Date;
  /** Key usage; digitalSignature and nonRepudiation unless told. */
  keyUsage?: string;
  /** The CRL distribution point written into the certificate. */
  crlUrl?: string;
}

/**
 * A certificate the CA issues for a new key. `subject` becomes the subject in order, e.g.
 * [['CN', 'Петров'], ['1.2.643.3.131.1.1', '3662000015']] (the INN's OID).
 */
export function issueCertificate(
  ca: OpensslCa,
  subject: [name: string, value: string][],
  options: IssueOptions = {},
): OpensslCertificate {
  const algorithm = options.algorithm ?? 'ec';
  const config = configFile(ca.directory, GOST.has(algorithm) ? algorithm : ca.algorithm);
  const work = scratch();
  const key = join(work, 'key.pem');
  generateKey(config, algorithm, key, options.paramset);
  openssl(config, [
    'req',
    '-new',
    '-utf8',
    '-key',
    key,
    '-subj',
    subjectArgument(subject),
    '-out',
    join(work, 'csr.pem'),
  ]);
  writeFileSync(
    join(work, 'extensions.cnf'),
    [
      '[leaf]',
      'basicConstraints = CA:FALSE',
      `keyUsage = critical, ${options.keyUsage ?? 'digitalSignature, nonRepudiation'}`,
      'authorityKeyIdentifier = keyid',
      ...(options.crlUrl ? [`crlDistributionPoints = URI:${options.crlUrl}`] : []),
      '',
    ].join('\n'),
  );
  const notBefore = options.notBefore ?? new Date(Date.now() - 60_000);
  const notAfter = options.notAfter ?? new Date(Date.now() + 30 * 86_400_000);
  openssl(config, [
    'ca',
    '-batch',
    '-notext',
    '-config',
    config,
    '-in',
    join(work, 'csr.pem'),
    '-out',
    join(work, 'cert.pem'),
    '-startdate',
    utcTime(notBefore),
    '-enddate',
    utcTime(notAfter),
    '-extfile',
    join(work, 'extensions.cnf'),
    '-extensions',
    'leaf',
  ]);
  return described(readFileSync(join(work, 'cert.pem'), 'utf8'), readFileSync(key, 'utf8'), algorithm);
}

/** A self-signed certificate meant for signing: what anyone can make with any INN in it. */
export function makeSelfSignedCertificate(
  attributes: [name: string, value: string][],
  algorithm: KeyAlgorithm = 'ec',
  paramset?: string,
): OpensslCertificate {
  const ca = makeCa({ algorithm, paramset, name: attributes.find(([name]) => name === 'CN')?.[1] ?? 'self' });
  const config = configFile(ca.directory, algorithm);
  writeFileSync(join(ca.directory, 'self.cnf'), '[self]\nkeyUsage = critical, digitalSignature\n');
  openssl(config, [
    'req',
    '-x509',
    '-new',
    '-utf8',
    '-key',
    join(ca.directory, 'ca.key'),
    '-subj',
    subjectArgument(attributes),
    '-days',
    '30',
    '-extensions',
    'self',
    '-config',
    join(ca.directory, 'self.cnf'),
    '-out',
    join(ca.directory, 'self.pem'),
  ]);
  return described(readFileSync(join(ca.directory, 'self.pem'), 'utf8'), ca.key, algorithm);
}

/** A CMS SignedData (DER) over the bytes, detached unless told, with the key's own digest. */
export function signCms(
  certificate: { cert: string; key: string; algorithm?: KeyAlgorithm },
  bytes: Buffer,
  options: { detached?: boolean; md?: string } = {},
): Buffer {
  const work = scratch();
  const algorithm = certificate.algorithm ?? 'ec';
  const config = configFile(work, algorithm);
  writeFileSync(join(work, 'cert.pem'), certificate.cert);
  writeFileSync(join(work, 'key.pem'), certificate.key);
  writeFileSync(join(work, 'doc.bin'), bytes);
  openssl(config, [
    'cms',
    '-sign',
    '-binary',
    '-outform',
    'DER',
    '-md',
    options.md ?? DIGEST[algorithm],
    ...(options.detached === false ? ['-nodetach'] : []),
    '-signer',
    join(work, 'cert.pem'),
    '-inkey',
    join(work, 'key.pem'),
    '-in',
    join(work, 'doc.bin'),
    '-out',
    join(work, 'sig.der'),
  ]);
  const signature = readFileSync(join(work, 'sig.der'));
  rmSync(work, { recursive: true, force: true });
  return signature;
}

/** Marks the certificate revoked in the CA's index; the next CRL lists it. */
export function revoke(ca: OpensslCa, certificate: OpensslCertificate): void {
  const work = scratch();
  writeFileSync(join(work, 'cert.pem'), certificate.cert);
  openssl(configFile(ca.directory, ca.algorithm), [
    'ca',
    '-config',
    join(ca.directory, 'openssl.cnf'),
    '-revoke',
    join(work, 'cert.pem'),
  ]);
}

/** The CA's CRL now (PEM), current for a day. */
export function makeCrl(ca: OpensslCa): Uint8Array {
  const config = configFile(ca.directory, ca.algorithm);
  const out = join(scratch(), 'crl.pem');
  openssl(config, ['ca', '-gencrl', '-config', config, '-out', out]);
  return readFileSync(out);
}
