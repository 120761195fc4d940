import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/**
 * A PostgreSQL server of the test's own (initdb in a temporary folder, a free loopback port),
 * for fault tests that stop and start it: the shared server of the other tests is never touched.
 * Needs Debian's PostgreSQL binaries; as root the server runs as the `postgres` user.
 */
export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  /** Stops the server as a crash would (`-m immediate`: no checkpoint) and starts it again. */
  crashAndRestart(): Promise<void>;
  stop(): Promise<void>;
}

/** The newest installed server's binaries (/usr/lib/postgresql/<version>/bin), if any. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const bin = versions
    .map((version) => join(root, version, 'bin'))
    .find((dir) => existsSync(join(dir, 'initdb')));
  return bin;
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql');
  const asRoot = process.getuid?.() === 0;
  // As root the server runs as `postgres`, which must reach the folder: /tmp, whatever TMPDIR says.
  const dir = await mkdtemp(join(asRoot ? '/tmp' : tmpdir(), 'agrolease-pg-'));
  await chmod(dir, 0o777);
  const data = join(dir, 'data');
  const port = await freePort();
  // Asynchronous, so that the test's own requests go on while the server stops and starts.
  const run = async (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const fullArgs = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    await execFileAsync(command, fullArgs, { timeout: 60_000 });
  };
  await run('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
    '--locale=C',
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'server.log'), '-w', 'start']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async crashAndRestart() {
      await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      await start();
    },
    async stop() {
      try {
        await run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
