/**
 * The production site as a child process for the benches (bench/http-throughput.ts,
 * bench/signed-in-pages.ts): started from the repository root on plain http with the
 * per-address render limits off (one address stands for many visitors), waited for, and a
 * PostgreSQL database prepared for it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, args, {
    cwd: root,
    // Plain http on 127.0.0.1: session cookies without Secure and __Host- (decision 0079).
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      COOKIE_SECURE: '0',
      LOCAL_CAPTCHA: '1',
      PAGE_RENDERS_PER_IP: '0',
      PAGE_RENDER_RATE_PER_IP: '0',
      PAGE_RENDERS_PER_ACCOUNT: '0',
      PAGE_RENDER_RATE_PER_ACCOUNT: '0',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

export async function waitForOk(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** A PostgreSQL database for the site: created (empty) once; the site migrates and seeds it. */
export async function preparePostgres(serverUrl: string): Promise<string> {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const exists = await admin.query("select 1 from pg_database where datname = 'agrolease_bench'");
  if (exists.rowCount === 0) await admin.query('create database agrolease_bench');
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = '/agrolease_bench';
  return url.toString();
}

/** `authToken` and `__at` of a demo account (password Demo-2001, README.md), and the client id the site hands a new visitor. */
export async function signInDemo(upstream: string, login: string): Promise<string> {
  const response = await fetch(`${upstream}/srv/getauth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password: 'Demo-2001' }),
  });
  const reply = (await response.json()) as { token?: string | false };
  if (!reply.token) throw new Error(`${login} could not sign in (${response.status})`);
  const cookies = new Map<string, string>();
  const keep = (setCookies: string[]) => {
    for (const cookie of setCookies) {
      const pair = cookie.split(';')[0] ?? '';
      cookies.set(pair.slice(0, pair.indexOf('=')), pair);
    }
  };
  keep(response.headers.getSetCookie());
  const header = () => [...cookies.values()].join('; ');
  keep((await fetch(`${upstream}/`, { headers: { cookie: header() } })).headers.getSetCookie());
  return header();
}
