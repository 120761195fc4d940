import { readFileSync } from 'node:fs';

/** A process's resident memory in bytes, from Linux's /proc (0 once it has gone). */
function residentBytes(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
    return kilobytes ? Number(kilobytes) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** The direct children of a process (a site's worker processes), from /proc. */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/**
 * Resident memory of a site: its process and its worker processes, summed (pages they share are
 * counted in each), with the number of processes counted.
 */
export function siteResidentMemory(pid: number): { bytes: number; processes: number } {
  const pids = [pid, ...childrenOf(pid)];
  return { bytes: pids.reduce((sum, each) => sum + residentBytes(each), 0), processes: pids.length };
}

export interface ProcessMemory {
  pid: number;
  /** `site` (one process serves), `primary`, `worker`, or the program of another child (tsx's esbuild under `npm run dev`). */
  kind: string;
  bytes: number;
}

/** The program a process runs, from its command line (`node`, `esbuild`). */
function programOf(pid: number): string {
  try {
    const executable = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0] ?? '';
    return executable.slice(executable.lastIndexOf('/') + 1);
  } catch {
    return '';
  }
}

/**
 * Resident memory of each process of a site: the process started, then its children (the
 * workers of a primary, a compiler) one by one.
 */
export function siteProcessesMemory(pid: number): ProcessMemory[] {
  const children = childrenOf(pid).map((child) => ({ pid: child, program: programOf(child) }));
  const workers = children.filter((child) => child.program === 'node');
  return [
    { pid, kind: workers.length > 0 ? 'primary' : 'site', bytes: residentBytes(pid) },
    ...children.map((child) => ({
      pid: child.pid,
      kind: child.program === 'node' ? 'worker' : child.program,
      bytes: residentBytes(child.pid),
    })),
  ];
}
