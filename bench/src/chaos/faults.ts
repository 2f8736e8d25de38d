import type { InfraLogger, RunningSystem } from '@lumina/infra';
import { mulberry32 } from '../lib/random';

export type FaultKind = 'SIGKILL' | 'SIGTERM drain' | 'Meilisearch down' | 'Redis failover';

/** When a fault hurt, in ms of the run's clock: from the fault until the system had recovered from it. */
export interface FaultWindow {
  kind: FaultKind;
  /** The process (catalog-2, bff-1), 'meilisearch' or 'redis'. */
  target: string;
  start: number;
  end: number;
  /** What happened when it did not go to plan (a restart that failed…). */
  note?: string;
}

export interface ChaosTargets {
  system: RunningSystem;
  /** Stops the run's own Meilisearch, and starts it again on the same port and data. */
  meilisearch: { stop(): Promise<void>; start(): Promise<void> };
  /** Fails Redis over to its replica; resolves once the new primary is in charge. Absent: skipped. */
  redisFailover?: () => Promise<void>;
  now(): number;
  log: InfraLogger;
}

const KILL_EVERY_MS = 10_000;
const MEILI_DOWN_MS = 20_000;
/** After Sentinel names the new primary, clients still need a moment to reconnect: part of the window. */
const FAILOVER_SETTLE_MS = 5000;

/**
 * The chaos loop over `durationMs`: SIGKILL a random replica every 10 s and start it again; drain
 * one with SIGTERM at 30%; stop Meilisearch for 20 s at 45% (a quarter of the run when shorter);
 * fail Redis over at 70%. At most one copy of a service is down at a time (a restart on a busy
 * machine can outlast the next kill; stacking kills on one service would test that machine, not
 * the failover). Resolves with every fault's window once all of them have recovered.
 */
export async function runChaos(targets: ChaosTargets, durationMs: number, seed = 7): Promise<FaultWindow[]> {
  const windows: FaultWindow[] = [];
  const random = mulberry32(seed);
  const down = new Set<string>();
  const at = (fraction: number) => Math.round(durationMs * fraction);

  /** A running copy of a service none of whose copies is down already: each keeps N-1 of its N copies. */
  const victim = (): string | undefined => {
    const processes = targets.system.processes;
    const hurt = new Set(processes.filter((p) => down.has(p.name)).map((p) => p.service));
    const candidates = processes.filter((p) => !hurt.has(p.service) && processes.some((other) => other.service === p.service && other.name !== p.name));
    return candidates[Math.floor(random() * candidates.length)]?.name;
  };

  /** Ends one copy with `signal`, starts it again, and records the window until it is healthy. */
  const cycle = async (kind: 'SIGKILL' | 'SIGTERM drain', signal: 'SIGKILL' | 'SIGTERM') => {
    const name = victim();
    if (!name) return targets.log.warn(`chaos: no ${signal} at ${seconds(targets.now())} s: every service has a copy down still`);
    down.add(name);
    const window: FaultWindow = { kind, target: name, start: targets.now(), end: 0 };
    windows.push(window);
    targets.log.info(`chaos: ${signal} ${name} at ${seconds(window.start)} s`);
    try {
      await targets.system.kill(name, signal);
      await targets.system.restart(name);
    } catch (error) {
      window.note = `restart failed: ${(error as Error).message.split('\n')[0]}`;
    } finally {
      window.end = targets.now();
      down.delete(name);
    }
  };

  const kills = (async () => {
    const pending: Array<Promise<void>> = [];
    for (let t = KILL_EVERY_MS; t < durationMs - 5000; t += KILL_EVERY_MS) {
      await sleepUntil(targets, t);
      pending.push(cycle('SIGKILL', 'SIGKILL'));
    }
    await Promise.all(pending);
  })();

  const drain = (async () => {
    await sleepUntil(targets, at(0.3) + 2500);
    await cycle('SIGTERM drain', 'SIGTERM');
  })();

  const meilisearch = (async () => {
    await sleepUntil(targets, at(0.45));
    const window: FaultWindow = { kind: 'Meilisearch down', target: 'meilisearch', start: targets.now(), end: 0 };
    windows.push(window);
    targets.log.info(`chaos: Meilisearch stopped at ${seconds(window.start)} s`);
    try {
      await targets.meilisearch.stop();
      await sleepUntil(targets, window.start + Math.min(MEILI_DOWN_MS, durationMs / 4));
      await targets.meilisearch.start();
    } catch (error) {
      window.note = `restart failed: ${(error as Error).message.split('\n')[0]}`;
    } finally {
      window.end = targets.now();
    }
  })();

  const redis = (async () => {
    if (!targets.redisFailover) return;
    await sleepUntil(targets, at(0.7));
    const window: FaultWindow = { kind: 'Redis failover', target: 'redis', start: targets.now(), end: 0 };
    windows.push(window);
    targets.log.info(`chaos: Redis failover at ${seconds(window.start)} s`);
    try {
      await targets.redisFailover();
      window.end = targets.now() + FAILOVER_SETTLE_MS;
    } catch (error) {
      window.note = `failover failed: ${(error as Error).message.split('\n')[0]}`;
      window.end = targets.now();
    }
  })();

  await Promise.all([kills, drain, meilisearch, redis]);
  return windows.sort((a, b) => a.start - b.start);
}

async function sleepUntil(targets: Pick<ChaosTargets, 'now'>, ms: number): Promise<void> {
  const wait = ms - targets.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);
