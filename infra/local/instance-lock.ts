import { readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import type { InfraLogger } from './logger';

/**
 * The single-instance guard for a data directory (`.data/lumina.pid`): a JSON record of who runs
 * Lumina from it, at which URL, with which backing servers, and which children it started. A second
 * `npm start` reads it and points at the running one instead of failing on a port; `npm run migrate`
 * reads it to reach the running instance's database; a record whose process died (SIGKILL, power
 * loss) is stale, and the children it lists are stopped before the file is taken over.
 */
export interface InstanceRecord {
  pid: number;
  /** Kernel start time of `pid`, so a recycled pid is not mistaken for us. */
  startTime?: string;
  role: 'start' | 'migrate' | 'reindex';
  /** The storefront URL ('' while only migrating). */
  url: string;
  /** False while it is still starting (the URL is the one it will serve). */
  ready?: boolean;
  startedAt: string;
  /** Where the running instance's backing servers are, for migrate/reindex. Never holds secrets. */
  env?: { DATABASE_URL?: string; REDIS_URL?: string; MEILI_URL?: string; KEY_PREFIX?: string };
  children: ChildRecord[];
}

export interface ChildRecord {
  name: string;
  pid: number;
  startTime?: string;
  /** How to ask it to stop if we have to clean up after a dead launcher. */
  signal: NodeJS.Signals;
}

export type LockResult = { acquired: true; lock: InstanceLock } | { acquired: false; holder: InstanceRecord };

/** Fields 3 (state) and 22 (start time) of `/proc/<pid>/stat`; undefined where there is no /proc. */
function procStat(pid: number): { state: string; startTime: string | undefined } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces and parentheses: count fields after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', startTime: fields[19] };
  } catch {
    return undefined;
  }
}

/** Kernel start time of `pid` (clock ticks since boot), to tell a recycled pid from the original. */
export function processStartTime(pid: number): string | undefined {
  return procStat(pid)?.startTime;
}

/**
 * Whether `pid` is a live process (and the same one, when `startTime` is given). A killed launcher
 * can linger as a zombie until its parent reaps it; signal 0 still succeeds on a zombie, so the
 * state is checked too.
 */
export function isProcessAlive(pid: number, startTime?: string): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = procStat(pid);
  if (!stat) return true; // no /proc (macOS): signal 0 is all we can go by
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return startTime === undefined || stat.startTime === startTime;
}

function readRecord(file: string): InstanceRecord | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as InstanceRecord;
  } catch {
    return undefined;
  }
}

/** The instance recorded in `file` if its process is alive. */
export function readLiveInstance(file: string): InstanceRecord | undefined {
  const record = readRecord(file);
  return record && isProcessAlive(record.pid, record.startTime) ? record : undefined;
}

export class InstanceLock {
  private released = false;

  constructor(
    readonly file: string,
    private record: InstanceRecord,
  ) {}

  get current(): Readonly<InstanceRecord> {
    return this.record;
  }

  /** Rewrites the record atomically (rename), so a reader never sees half a file. */
  update(patch: Partial<Omit<InstanceRecord, 'pid' | 'startTime'>>): void {
    if (this.released) return;
    this.record = { ...this.record, ...patch };
    const temp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(this.record, null, 2));
    renameSync(temp, this.file);
  }

  /** Removes the file if it is still ours. Idempotent; synchronous so it also works in an 'exit' handler. */
  release(): void {
    if (this.released) return;
    this.released = true;
    if (readRecord(this.file)?.pid !== this.record.pid) return;
    try {
      unlinkSync(this.file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

export interface AcquireOptions {
  role: InstanceRecord['role'];
  url: string;
  log: InfraLogger;
}

/** Takes the lock, or reports who holds it. A stale holder's children are stopped first. */
export async function acquireInstanceLock(file: string, options: AcquireOptions): Promise<LockResult> {
  const record: InstanceRecord = {
    pid: process.pid,
    startTime: processStartTime(process.pid),
    role: options.role,
    url: options.url,
    startedAt: new Date().toISOString(),
    children: [],
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      writeFileSync(file, JSON.stringify(record, null, 2), { flag: 'wx' });
      return { acquired: true, lock: new InstanceLock(file, record) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST')
        throw new Error(`Could not create ${file}: ${(error as Error).message}`);
    }
    const holder = readRecord(file);
    if (holder && isProcessAlive(holder.pid, holder.startTime)) return { acquired: false, holder };
    if (holder) await stopOrphans(holder, options.log);
    // Re-read just before removing: another starter may have replaced the stale file meanwhile.
    if (readRecord(file)?.pid === holder?.pid) unlinkSync(file);
  }
  throw new Error(`Could not take ${file}: another process keeps replacing it`);
}

/** Children of a launcher that died without stopping them; each is checked to really be that process. */
async function stopOrphans(holder: InstanceRecord, log: InfraLogger): Promise<void> {
  const alive = (holder.children ?? []).filter((c) => isProcessAlive(c.pid, c.startTime));
  if (alive.length === 0) return;
  log.warn(
    `stopping ${alive.map((c) => `${c.name} (pid ${c.pid})`).join(', ')} left running by an earlier launcher (pid ${holder.pid})`,
  );
  for (const child of alive) signal(child.pid, child.signal);
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline && alive.some((c) => isProcessAlive(c.pid, c.startTime))) await delay(200);
  for (const child of alive) if (isProcessAlive(child.pid, child.startTime)) signal(child.pid, 'SIGKILL');
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone between our check and the signal: nothing left to stop.
  }
}
