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
