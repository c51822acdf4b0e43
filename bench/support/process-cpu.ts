/** CPU time a process has used so far (user + system, seconds), from /proc; null when it cannot be read. */
import { readFileSync } from 'node:fs';

/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in these ticks. */
const CLOCK_TICKS_PER_SECOND = 100;

export function processCpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at its closing parenthesis; utime and stime are
    // the 14th and 15th fields of the line.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const userTicks = Number(fields[11]);
    const systemTicks = Number(fields[12]);
    if (!Number.isFinite(userTicks) || !Number.isFinite(systemTicks)) return null;
    return (userTicks + systemTicks) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** Total CPU seconds of the given processes (those that cannot be read count as 0). */
export function totalCpuSeconds(pids: Array<number | undefined>): number {
  return pids.reduce<number>((sum, pid) => sum + (processCpuSeconds(pid) ?? 0), 0);
}
