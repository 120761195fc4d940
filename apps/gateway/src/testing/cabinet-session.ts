import { createHash } from 'node:crypto';
import { schema } from '@agrolease/db';
import type { CompanyStatus } from '@agrolease/domain/company-proof';
import { completeInn } from '@agrolease/domain/inn';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { TestGateway } from './build-test-gateway.ts';

/**
 * Calls of a signed-in demo account in gateway tests: sign in once with the demo password,
 * then GET, form-encoded POST and multipart POST with the session cookie. Each session has
 * its own remote address, so sign-in limits of one test do not reach another.
 */
export interface CabinetSession {
  token: string;
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, form: Record<string, string | string[]>): Promise<LightMyRequestResponse>;
  put(url: string, form: Record<string, string | string[]>): Promise<LightMyRequestResponse>;
  upload(url: string, form: MultipartInput): Promise<LightMyRequestResponse>;
}

export interface MultipartInput {
  fields?: Record<string, string | string[]>;
  files?: { field: string; name: string; bytes: Buffer; type?: string }[];
}

export const DEMO_PASSWORD = 'Demo-2001';

/** A tiny valid-looking PDF for upload tests. */
export const SMALL_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let addressCounter = 0;

function nextAddress(): string {
  addressCounter += 1;
  return `10.${200 + Math.floor(addressCounter / 62500)}.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

function formBody(form: Record<string, string | string[]>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, one);
  }
  return params.toString();
}

/** A multipart/form-data body with text fields and files. */
export function multipartBody(input: MultipartInput): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----agroleasing-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(input.fields ?? {})) {
    for (const one of Array.isArray(value) ? value : [value]) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${one}\r\n`),
      );
    }
  }
  for (const file of input.files ?? []) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Sessions by token (empty token: a guest). */
export function sessionWith(gateway: TestGateway, token: string): CabinetSession {
  const remoteAddress = nextAddress();
  const cookie = token ? { cookie: `authToken=${token}` } : {};
  const send = (method: 'POST' | 'PUT', url: string, form: Record<string, string | string[]>) =>
    gateway.app.inject({
      method,
      url,
      payload: formBody(form),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...cookie },
      remoteAddress,
    });
  return {
    token,
    get: (url) => gateway.app.inject({ method: 'GET', url, headers: cookie, remoteAddress }),
    post: (url, form) => send('POST', url, form),
    put: (url, form) => send('PUT', url, form),
    upload: (url, input) => {
      const body = multipartBody(input);
      return gateway.app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...body.headers, ...cookie },
        remoteAddress,
      });
    },
  };
}

/** Signs a demo account in (client, manager, supplier …) and answers its session. */
export async function signInAs(gateway: TestGateway, login: string): Promise<CabinetSession> {
  const response = await gateway.app.inject({
    method: 'POST',
    url: '/srv/getauth',
    payload: new URLSearchParams({ login, password: DEMO_PASSWORD }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: nextAddress(),
  });
  const token = (response.json() as { token?: string }).token;
  if (!token) throw new Error(`Sign-in as ${login} failed: ${response.body}`);
  return sessionWith(gateway, token);
}

/** A valid organisation INN made from a login: each test account its own company. */
export function innOfLogin(login: string): string {
  const digits = [...createHash('sha256').update(login).digest()].map((byte) => byte % 10).join('');
  return completeInn(`9${digits.slice(0, 8)}`);
}

/**
 * A second client account beside the demo one, with the same password. By default its own
 * confirmed company (for ownership tests); with `company`, a person of the demo client's company,
 * confirmed (a colleague) or only claiming it (decision 0162). Answers its signed-in session.
 */
export async function signInAsNewClient(
  gateway: TestGateway,
  login: string,
  company?: { ofDemoClient: CompanyStatus },
): Promise<CabinetSession> {
  const { accounts } = schema;
  const [demo] = await gateway.database.db
    .select()
    .from(accounts)
    .where(eq(accounts.login, 'client'))
    .limit(1);
  if (!demo) throw new Error('The demo client account is missing');
  await gateway.database.db
    .insert(accounts)
    .values({
      login,
      email: `${login}@test.agrolease.local`,
      phone: demo.phone,
      passwordHash: demo.passwordHash,
      role: 'client',
      companyTitle: company ? demo.companyTitle : `ООО «${login}»`,
      inn: company ? demo.inn : innOfLogin(login),
      agreementsAcceptedAt: demo.agreementsAcceptedAt,
      companyStatus: company?.ofDemoClient ?? 'confirmed',
    })
    .onConflictDoNothing();
  return signInAs(gateway, login);
}
