import { readFileSync } from 'node:fs';
import { Client } from 'pg';

/** Clock ticks per second of /proc/<pid>/stat on Linux (USER_HZ). */
const TICKS_PER_SECOND = 100;

function cpuTicks(pid: number): number {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/**
 * CPU seconds (user + system) spent by named processes and by the PostgreSQL backends serving one
 * database during a phase. Unlike wall time, CPU time hardly moves when other work shares the
 * machine, so it compares runs made under different loads. Backends are the database's connections
 * at the phase's start and end (the services keep theirs in pools); background workers are not counted.
 */
export class CpuMeter {
  private readonly start = new Map<number, number>();
  private startBackends: number[] = [];

  private constructor(
    private readonly pids: Record<string, number>,
    private readonly db: Client,
  ) {}

  static async begin(pids: Record<string, number>, databaseUrl: string): Promise<CpuMeter> {
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    const meter = new CpuMeter(pids, db);
    meter.startBackends = await meter.backends();
    for (const pid of [...Object.values(pids), ...meter.startBackends]) meter.start.set(pid, cpuTicks(pid));
    return meter;
  }

  async end(): Promise<Record<string, number>> {
    const backends = new Set([...this.startBackends, ...(await this.backends())]);
    await this.db.end();
    const spent = (pid: number) => (cpuTicks(pid) - (this.start.get(pid) ?? 0)) / TICKS_PER_SECOND;
    const result: Record<string, number> = {};
    for (const [name, pid] of Object.entries(this.pids)) result[name] = spent(pid);
    result.postgres = [...backends].reduce((sum, pid) => sum + Math.max(0, spent(pid)), 0);
    return result;
  }

  private async backends(): Promise<number[]> {
    const { rows } = await this.db.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    return rows.map((row) => row.pid);
  }
}
