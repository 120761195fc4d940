/**
 * HTTP load from wrk (Debian's package `wrk`), a load generator written in C (decision 0145).
 * On a two-core machine the load generator shares the cores with the server it measures: a
 * JavaScript one (autocannon) took most of a core at these rates, which a site running a worker
 * per core then could not use, and capped the hello-world itself.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const reporter = join(here, 'wrk-report.lua');
const statusReporter = join(here, 'wrk-status-report.lua');

export interface LoadResult {
  requestsPerSecond: number;
  /** 99th percentile of the latency, in milliseconds. */
  p99: number;
  /** Answers whose status was not 2xx or 3xx (not 2xx with `redirectsFail`). */
  non2xx: number;
  /** Connections refused, reads or writes that failed, requests that timed out. */
  socketErrors: number;
}

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /**
   * Count 3xx answers with the failures too (wrk-status-report.lua): a signed-in page that
   * redirects has lost its session.
   */
  redirectsFail?: boolean;
}

/** Throws with the way to get wrk when it is not installed. */
export function requireWrk(): void {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (error) {
    // `wrk --version` prints its usage and exits 1: only a missing binary is an error.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(
        'The bench drives its load with wrk: install it (apt-get install wrk, brew install wrk).',
      );
  }
}

function wrkArguments(options: LoadOptions): string[] {
  const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  // One thread: the generator should take as little of the machine's cores as it can.
  return [
    '-t1',
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    '--timeout',
    '10s',
    '-s',
    options.redirectsFail ? statusReporter : reporter,
    ...headers,
    options.url,
  ];
}

/** The summary line wrk-report.lua writes after wrk's own text. */
export function parseWrkReport(output: string): LoadResult {
  const line = output
    .trim()
    .split('\n')
    .reverse()
    .find((candidate) => candidate.startsWith('{'));
  if (!line) throw new Error(`wrk printed no summary:\n${output}`);
  const report = JSON.parse(line) as {
    requests: number;
    durationUs: number;
    p99Us: number;
    non2xx: number;
    socketErrors: number;
  };
  return {
    requestsPerSecond: report.requests / (report.durationUs / 1e6),
    p99: Math.round(report.p99Us / 100) / 10,
    non2xx: report.non2xx,
    socketErrors: report.socketErrors,
  };
}

/** Runs wrk for `seconds` and returns what it measured. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const child = spawn('wrk', wrkArguments(options), { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`wrk exited with ${code}:\n${output}`);
  return parseWrkReport(output);
}

/** A load kept up in the background until `stop()`: another measurement runs under it. */
export function startBackgroundLoad(options: Omit<LoadOptions, 'seconds'>): { stop: () => Promise<void> } {
  const child: ChildProcess = spawn('wrk', wrkArguments({ ...options, seconds: 3600 }), { stdio: 'ignore' });
  return {
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}
