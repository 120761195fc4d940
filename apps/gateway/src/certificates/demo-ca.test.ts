import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { caOfFiles, issueCertificate, signCms } from '../testing/openssl-pki.ts';
import { createCertificateTrust } from './certificate-trust.ts';
import { DEMO_CA_CRL_URL, ensureDemoCa } from './demo-ca.ts';
import { verifyCms } from './verify-cms.ts';

const folder = mkdtempSync(join(tmpdir(), 'agrolease-demo-ca-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the demo CA', () => {
  it('is made once per folder, also when two callers race', async () => {
    const directory = join(folder, 'race', 'demo-ca');
    const [first, second] = await Promise.all([ensureDemoCa(directory), ensureDemoCa(directory)]);
    expect(first.certPem).toBe(second.certPem);
    expect((await ensureDemoCa(directory)).certPem).toBe(first.certPem);
  });

  it('is trusted where configured: a certificate openssl issues from it signs, its CRL answered locally', async () => {
    const directory = join(folder, 'trusted', 'demo-ca');
    const demo = await ensureDemoCa(directory);
    const certificate = issueCertificate(
      caOfFiles(demo.certPem, demo.keyPem),
      [
        ['CN', 'Орлов Пётр Ильич'],
        ['1.2.643.3.131.1.1', '5001007329'],
      ],
      { crlUrl: DEMO_CA_CRL_URL },
    );
    const bytes = Buffer.from('вызов');
    const trust = createCertificateTrust({ demoCaDirectory: directory });
    await expect(verifyCms(signCms(certificate, bytes), bytes, trust)).resolves.toMatchObject({
      inn: '5001007329',
    });
    const untrusting = createCertificateTrust({});
    await expect(verifyCms(signCms(certificate, bytes), bytes, untrusting)).rejects.toThrow(/не доверяет/);
  });
});
