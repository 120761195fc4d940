import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { schema } from '@agrolease/db';
import { createTestDatabase } from '@agrolease/db/testing/test-database';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalS3, startLocalS3 } from '../../testing/local-s3.ts';
import { type StallMode, startStallingProxy } from '../../testing/stalling-proxy.ts';
import { serviceAnswers } from '../../testing/test-services.ts';

type Handle = Awaited<ReturnType<typeof createTestDatabase>>;

const CHILD = join(import.meta.dirname, '../../testing/upload-child.ts');
const postgres = process.env.TEST_DATABASE_URL;

/**
 * Issue 12 (faults): a process killed with SIGKILL in the middle of an upload leaves no
 * document anyone can see. The upload runs in a child process on PostgreSQL and the local S3;
 * a proxy in front of S3 freezes the PUT at a chosen point, the test kills the child there and
 * looks at what is left. (The embedded database lives inside one process, so this is a
 * PostgreSQL test.)
 */
describe.runIf(serviceAnswers('PostgreSQL (TEST_DATABASE_URL)', Boolean(postgres)))(
  'an upload killed midway (PostgreSQL, local S3)',
  () => {
    let database: Handle;
    let databaseUrl: string;
    let s3: LocalS3;
    let accountId: number;
    beforeAll(async () => {
      database = await createTestDatabase({ driver: 'pg' });
      const result = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const url = new URL(postgres ?? '');
      url.pathname = `/${result.rows[0]?.name}`;
      databaseUrl = url.toString();
      const [account] = await database.db
        .insert(schema.accounts)
        .values({
          login: 'crash-test',
          email: 'crash@example.test',
          phone: '79990000000',
          passwordHash: 'not-a-hash',
          companyStatus: 'confirmed',
          role: 'client',
          companyTitle: 'ООО «Проверка»',
          inn: '7707083893',
        })
        .returning({ id: schema.accounts.id });
      accountId = account?.id ?? 0;
      s3 = await startLocalS3();
    });
    afterAll(async () => {
      await s3?.close();
      await database?.close();
    });

    const rowsOfAccount = () =>
      database.db.select().from(schema.cabinetFiles).where(eq(schema.cabinetFiles.accountId, accountId));

    const rowsNaming = (storedName: string) =>
      database.db.select().from(schema.cabinetFiles).where(eq(schema.cabinetFiles.storedName, storedName));

    /** Runs the child through a proxy in the given mode; kills it when the proxy stalls. */
    async function uploadThrough(
      mode: StallMode,
    ): Promise<{ output: string; signal: string | null; key: string }> {
      const proxy = await startStallingProxy(Number(new URL(s3.endpoint).port), mode);
      try {
        const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
          env: {
            ...process.env,
            DATABASE_URL: databaseUrl,
            S3_ENDPOINT: proxy.endpoint,
            S3_BUCKET: s3.bucket,
            ACCOUNT_ID: String(accountId),
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let output = '';
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
        });
        child.stderr.on('data', (chunk: Buffer) => {
          output += chunk.toString();
        });
        let key = '';
        proxy.events.on('stalled', (path: string) => {
          key = decodeURIComponent(path.split('?')[0]?.split('/').pop() ?? '');
          child.kill('SIGKILL');
        });
        const [, signal] = (await once(child, 'exit')) as [number | null, string | null];
        return { output, signal, key };
      } finally {
        await proxy.close();
      }
    }

    it('stores the row and the whole object when nothing goes wrong (the control case)', async () => {
      const run = await uploadThrough('pass');
      expect(run.signal, run.output).toBeNull();
      const [, id, storedName] = /stored (\d+) (\S+)/.exec(run.output) ?? [];
      const rows = await rowsOfAccount();
      expect(rows.map((row) => row.id)).toEqual([Number(id)]);
      expect((await s3.storage().read(storedName ?? '')).length).toBe(rows[0]?.size);
    });

    it('leaves no row, so nothing anyone can open, when killed while the bytes are on their way', async () => {
      const before = (await rowsOfAccount()).length;
      const run = await uploadThrough('half-body');
      expect(run.signal, run.output).toBe('SIGKILL');
      expect(run.key).toMatch(/\.pdf$/);
      expect(await rowsOfAccount()).toHaveLength(before);
      // Real S3 stores nothing from a PUT that never finished; s3rver keeps the truncated bytes.
      // Either way no row names the key, so no call can reach them.
      expect(await rowsNaming(run.key)).toEqual([]);
    });

    it('leaves no row when killed after the object is stored but before the row is committed', async () => {
      const before = (await rowsOfAccount()).length;
      const run = await uploadThrough('hold-response');
      expect(run.signal, run.output).toBe('SIGKILL');
      expect(await rowsOfAccount()).toHaveLength(before);
      // The whole object stays under its random name with no row naming it: nobody can ask for it.
      expect((await s3.storage().read(run.key)).length).toBeGreaterThan(2 * 1024 * 1024);
      expect(await rowsNaming(run.key)).toEqual([]);
    });
  },
);
