import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, type WriteStream } from 'node:fs';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { withinTime } from './wait';

/** Where a child's output goes: name-prefixed lines on our stdout, or a log file of its own. */
export type OutputSink = { kind: 'prefix'; width?: number } | { kind: 'file'; path: string };

export interface ProcessSpec {
  name: string;
  command: string;
  args?: readonly string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Run as another OS user (PostgreSQL refuses to run as root). */
  uid?: number;
  gid?: number;
  output: OutputSink;
  /** What asks it to shut down cleanly: SIGTERM for Node and Redis, SIGINT (fast shutdown) for PostgreSQL. */
  stopSignal?: NodeJS.Signals;
  /**
   * Put the child in its own process group, so a terminal Ctrl-C reaches only the launcher, which
   * then stops dependants before what they depend on. Only for callers that handle SIGINT
   * themselves (start.ts); otherwise an interrupt would leave the child running.
   */
  ownProcessGroup?: boolean;
  /** Added to the error when the command does not exist, e.g. the command that installs it. */
  missingHint?: string;
}

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

const TAIL_SIZE = 40;
// eslint-disable-next-line no-control-regex
const ANSI_COLOUR = /\x1b\[[0-9;]*m/g;
const KILL_WAIT_MS = 5000;
const OUTPUT_DRAIN_MS = 2000;

/** Every child still running, so a launcher that exits without stopping them does not orphan them. */
const live = new Set<ManagedProcess>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // 'exit' handlers must be synchronous: we can only send the signal, not wait. It covers normal
  // exits and crashes; a SIGKILLed launcher is covered by start.ts's stale-pidfile clean-up.
  process.on('exit', () => {
    for (const child of live) {
      try {
        child.signal(child.stopSignal);
      } catch {
        // Nothing can be reported from an 'exit' handler; the next start cleans up what is left.
      }
    }
  });
}

export function describeExit(exit: ExitInfo): string {
  return exit.signal ? `was killed by ${exit.signal}` : `exited with code ${exit.code ?? 'unknown'}`;
}

/** A child process with line-oriented output, a tail of its last lines, and an idempotent stop. */
export class ManagedProcess {
  readonly exited: Promise<ExitInfo>;
  readonly stopSignal: NodeJS.Signals;
  private readonly tail: string[] = [];
  private exitInfo: ExitInfo | undefined;
  private stopping: Promise<ExitInfo> | undefined;
  private logFile: WriteStream | undefined;
  /** Settles once both pipes are drained and the log file (if any) is closed. */
  private readonly outputDone: Promise<void>;
  private markOutputDone: () => void = () => undefined;

  private constructor(
    private readonly spec: ProcessSpec,
    private readonly child: ChildProcess,
  ) {
    this.stopSignal = spec.stopSignal ?? 'SIGTERM';
    // 'exit', not 'close': PostgreSQL's backends inherit the pipes and could hold 'close' back.
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.exitInfo = { code, signal };
        live.delete(this);
        resolve(this.exitInfo);
      });
    });
    this.outputDone = new Promise((resolve) => (this.markOutputDone = resolve));
    this.pipeOutput();
  }

  /** Spawns and resolves once the OS has started it; rejects (naming it) when it cannot start. */
  static start(spec: ProcessSpec): Promise<ManagedProcess> {
    const child = spawn(spec.command, spec.args ?? [], {
      cwd: spec.cwd,
      env: spec.env,
      uid: spec.uid,
      gid: spec.gid,
      detached: spec.ownProcessGroup ?? false,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return new Promise((resolve, reject) => {
      child.once('error', (error: NodeJS.ErrnoException) => {
        const missing = error.code === 'ENOENT';
        const why = missing ? `${spec.command} was not found` : error.message;
        const hint = missing && spec.missingHint ? `; ${spec.missingHint}` : '';
        reject(new Error(`Could not start ${spec.name}: ${why}${hint}`));
      });
      child.once('spawn', () => {
        const managed = new ManagedProcess(spec, child);
        live.add(managed);
        installExitHook();
        resolve(managed);
      });
    });
  }

  get name(): string {
    return this.spec.name;
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  get running(): boolean {
    return this.exitInfo === undefined;
  }

  /** True once stop() was called: an exit after that is expected, not a crash. */
  get stopRequested(): boolean {
    return this.stopping !== undefined;
  }

  lastLines(count = 20): string[] {
    return this.tail.slice(-count);
  }

  /** "Last lines of catalog (…/catalog.log):" followed by the lines, for error messages. */
  describeTail(count = 20): string {
    const where = this.spec.output.kind === 'file' ? ` (${this.spec.output.path})` : '';
    const lines = this.lastLines(count);
    if (lines.length === 0) return `${this.name} printed nothing${where}.`;
    return `Last lines of ${this.name}${where}:\n${lines.map((l) => `  ${l}`).join('\n')}`;
  }

  /** Sends a signal, ignoring a process that is already gone. */
  signal(signal: NodeJS.Signals): void {
    if (!this.running) return;
    try {
      process.kill(this.pid, signal);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  }

  /** Asks it to stop, SIGKILLs it after `graceMs`, and resolves once it is gone. Idempotent. */
  stop(graceMs = 10_000): Promise<ExitInfo> {
    this.stopping ??= this.doStop(graceMs);
    return this.stopping;
  }

  private async doStop(graceMs: number): Promise<ExitInfo> {
    if (this.running) {
      try {
        this.signal(this.stopSignal);
      } catch (error) {
        throw new Error(`Could not stop ${this.name} (pid ${this.pid}): ${(error as Error).message}`);
      }
      const graceful = await withinTime(this.exited, graceMs);
      if (!graceful) await this.forceKill();
    }
    this.killGroupLeftovers();
    // So the log is complete when stop() resolves; capped because a grandchild could hold a pipe.
    await withinTime(this.outputDone, OUTPUT_DRAIN_MS);
    return this.exited;
  }

  private async forceKill(): Promise<void> {
    try {
      process.kill(this.spec.ownProcessGroup ? -this.pid : this.pid, 'SIGKILL');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') {
        throw new Error(`Could not kill ${this.name} (pid ${this.pid}): ${(error as Error).message}`);
      }
    }
    const gone = await withinTime(this.exited, KILL_WAIT_MS);
    if (!gone) throw new Error(`${this.name} (pid ${this.pid}) did not exit even after SIGKILL`);
  }

  /** A child in its own group may have left grandchildren behind; nothing of it should outlive stop(). */
  private killGroupLeftovers(): void {
    if (!this.spec.ownProcessGroup) return;
    try {
      process.kill(-this.pid, 'SIGKILL');
    } catch {
      // ESRCH: the group is already empty, which is the normal case.
    }
  }

  private pipeOutput(): void {
    const { output } = this.spec;
    if (output.kind === 'file') {
      mkdirSync(dirname(output.path), { recursive: true });
      this.logFile = createWriteStream(output.path, { flags: 'a' });
      // A log file we cannot write (disk full, directory removed) must not take the launcher down.
      this.logFile.on('error', (error) =>
        this.tail.push(`(could not write ${output.path}: ${error.message})`),
      );
      this.logFile.write(`--- ${new Date().toISOString()} ${this.name} started (pid ${this.pid}) ---\n`);
    }
    const prefix = output.kind === 'prefix' ? `${this.name.padEnd(output.width ?? this.name.length)} | ` : '';
    const streams = [this.child.stdout, this.child.stderr].filter((s) => s !== null);
    let open = streams.length;
    for (const stream of streams) {
      const lines = createInterface({ input: stream, crlfDelay: Infinity });
      // Lines can still arrive after 'exit' (the pipes drain later): close the file only when
      // both pipes are done, so nothing is written after its end.
      lines.once('close', () => {
        open -= 1;
        if (open > 0) return;
        if (!this.logFile) return this.markOutputDone();
        void this.exited.then((exit) =>
          this.logFile?.end(`--- ${new Date().toISOString()} ${this.name} ${describeExit(exit)} ---\n`, () =>
            this.markOutputDone(),
          ),
        );
      });
      lines.on('line', (raw) => {
        // Meilisearch colours its logs even into a pipe; colour codes only clutter files and error messages.
        const line = raw.replace(ANSI_COLOUR, '');
        this.tail.push(line);
        if (this.tail.length > TAIL_SIZE) this.tail.shift();
        if (this.logFile) this.logFile.write(`${line}\n`);
        else process.stdout.write(`${prefix}${line}\n`);
      });
    }
  }
}

/** Stops several processes at once; one failure does not stop the others, and every failure is named. */
export async function stopAll(processes: readonly ManagedProcess[], graceMs?: number): Promise<void> {
  const results = await Promise.allSettled(processes.map((p) => p.stop(graceMs)));
  const failures = results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : []));
  if (failures.length > 0) throw new Error(failures.join('; '));
}

/** Last resort for a second Ctrl-C: SIGKILL everything this process started, without waiting. */
export function killAllNow(): void {
  for (const child of live) {
    try {
      child.signal('SIGKILL');
    } catch {
      // Best effort by design: we are exiting and will not be able to report anything better.
    }
  }
}
