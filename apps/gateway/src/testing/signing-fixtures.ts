import { schema } from '@agrolease/db';
import { desc, eq } from 'drizzle-orm';
import { insertDocument } from '../modules/documents/queries.ts';
import type { TestGateway } from './build-test-gateway.ts';
import { type CabinetSession, signInAsNewClient } from './cabinet-session.ts';
import { signCms } from './openssl-pki.ts';
import { makeCertificate } from './test-trust.ts';

/**
 * Test helpers of the signing and documents modules: documents inserted directly (the wizard that
 * makes application documents is another module's), clients with their own phones (so the code
 * limits of one test stay in it), SMS codes from the outbox, and CMS signatures made by openssl
 * with a certificate of the test CA carrying INN, OGRN and SNILS (testing/test-trust.ts).
 */

let phoneCounter = 0;

/**
 * A new client account with its own phone; answers its session, id and phone. Its own company
 * unless `company` puts it in the demo client's (the company of the МЧД fixtures).
 */
export async function newClient(
  gateway: TestGateway,
  login: string,
  company?: Parameters<typeof signInAsNewClient>[2],
) {
  phoneCounter += 1;
  const phone = `+7955${String(1_000_000 + phoneCounter * 7919 + (process.pid % 1000) * 1000).slice(-7)}`;
  const session = await signInAsNewClient(gateway, login, company);
  const [account] = await gateway.database.db
    .update(schema.accounts)
    .set({ phone, personName: 'Петров Иван Сергеевич' })
    .where(eq(schema.accounts.login, login))
    .returning();
  if (!account) throw new Error(`no account ${login}`);
  return { session, accountId: account.id, phone, inn: account.inn };
}

export async function accountIdOf(gateway: TestGateway, login: string): Promise<number> {
  const [row] = await gateway.database.db
    .select()
    .from(schema.accounts)
    .where(eq(schema.accounts.login, login));
  if (!row) throw new Error(`no account ${login}`);
  return row.id;
}

/**
 * A cabinet document of the account with the given bytes: the file goes in through SetFile (the
 * storage adapter lives inside the gateway's scope), the document row is inserted directly.
 */
export async function insertTestDocument(
  gateway: TestGateway,
  owner: CabinetSession,
  accountId: number,
  options: { title?: string; bytes: Buffer; needsSignature?: boolean; entity?: string; entityId?: number },
) {
  const title = options.title ?? 'Документ';
  const uploaded = await owner.upload('/srv/SetFile', {
    files: [{ field: 'file', name: `${title}.pdf`, bytes: options.bytes }],
  });
  if (uploaded.statusCode !== 200) throw new Error(`SetFile failed: ${uploaded.body}`);
  return insertDocument(gateway.database.db, {
    accountId,
    entity: options.entity ?? 'deal',
    entityId: options.entityId ?? accountId,
    title,
    fileId: uploaded.json().id as number,
    needsSignature: options.needsSignature ?? true,
  });
}

/** A draft application of the account, inserted directly. */
export async function insertDraftApplication(gateway: TestGateway, accountId: number) {
  const [row] = await gateway.database.db
    .insert(schema.applications)
    .values({ accountId, status: 'draft', step: 8, maxStep: 8 })
    .returning();
  if (!row) throw new Error('no application');
  return row;
}

/** Records the SES agreement directly (the agreement flow has its own tests). */
export async function acceptSesAgreement(gateway: TestGateway, accountId: number, phone: string) {
  await gateway.database.db
    .insert(schema.sesAgreements)
    .values({ accountId, phone, ip: '10.0.0.1' })
    .onConflictDoNothing();
}

/** The latest six-digit code the outbox adapter delivered to a phone. */
export async function lastCodeFor(gateway: TestGateway, phone: string): Promise<string> {
  const [row] = await gateway.database.db
    .select()
    .from(schema.outbox)
    .where(eq(schema.outbox.recipient, phone))
    .orderBy(desc(schema.outbox.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error(`no code in the outbox for ${phone}`);
  return code;
}

export type { CabinetSession };
export { makeCertificate, signCms };
