import { readFileSync } from 'node:fs';

function rssOf(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? 0 : Number(kb) * 1024;
  } catch {
    return 0;
  }
}

/** Samples the resident memory of named processes every 100 ms and keeps each one's peak. */
export class PeakRss {
  private readonly peaks: Record<string, number> = {};
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly pids: Record<string, number>) {
    this.sample();
    this.timer = setInterval(() => this.sample(), 100);
  }

  stop(): Record<string, number> {
    clearInterval(this.timer);
    this.sample();
    return { ...this.peaks };
  }

  private sample(): void {
    for (const [name, pid] of Object.entries(this.pids))
      this.peaks[name] = Math.max(this.peaks[name] ?? 0, rssOf(pid));
  }
}
