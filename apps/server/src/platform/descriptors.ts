/**
 * File descriptors: every socket, file and database connection takes one, and past the soft
 * RLIMIT_NOFILE every new connection, file and query fails at once (the crowd test crashed a
 * process there). The watch samples how many are open, so new streams and then new work can be
 * refused while some are still left for the database, logs and files of requests in flight.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** The soft limit on open files (Linux `/proc/self/limits`); null where it cannot be read. */
export function softDescriptorLimit(limitsFile = '/proc/self/limits'): number | null {
  try {
    const line = readFileSync(limitsFile, 'utf8')
      .split('\n')
      .find((row) => row.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    return soft && /^\d+$/.test(soft) ? Number(soft) : null;
  } catch {
    return null;
  }
}

/** Descriptors open in this process now; null where `/proc/self/fd` cannot be read. */
export function openDescriptorCount(): number | null {
  try {
    return readdirSync('/proc/self/fd').length;
  } catch {
    return null;
  }
}

/** How many descriptors are open, as last sampled (load-shedding.ts samples it every second: a directory listing, not per request). */
export class DescriptorWatch {
  readonly limit: number | null;
  private open = 0;
  private readonly count: () => number | null;

  constructor(limit: number | null = softDescriptorLimit(), count: () => number | null = openDescriptorCount) {
    this.limit = limit;
    this.count = count;
    this.sample();
  }

  sample(): void {
    this.open = this.count() ?? 0;
  }

  /** The share of the soft limit in use (0 where the limit is unknown). */
  get used(): number {
    return this.limit ? this.open / this.limit : 0;
  }
}
