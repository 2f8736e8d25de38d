import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import Redis from 'ioredis';
import { ManagedProcess } from './managed-process';
import { getFreePort } from './ports';
import { awaitReady } from './readiness';
import { REDIS_INSTALL_HINT } from './redis';
import { pollUntil } from './wait';

export interface RedisFailoverGroupOptions {
  /** Data, configuration and logs of the three processes (`primary/`, `replica/`, `sentinel/`). */
  dir: string;
  /** The master name the Sentinel monitors (REDIS_SENTINEL_NAME). */
  name?: string;
  /** Defaults to `redis-server` from the PATH; the Sentinel is the same binary with `--sentinel`. */
  command?: string;
  /**
   * How long the Sentinel waits before it calls an unanswering server down (default 5000). At 1000,
   * a promoted replica that answered one ping late on a busy machine (slow fsyncs) was failed over
   * again, back onto the old primary just restarted, and the writes made in between were lost.
   */
  downAfterMs?: number;
}

export type FailoverMode = 'command' | 'kill';

export interface RedisFailoverGroup {
  /** REDIS_SENTINELS: `127.0.0.1:<port>`. */
  sentinels: string;
  name: string;
  /** Ports at start: the primary's and the replica's (they swap roles at each failover). */
  primaryPort: number;
  replicaPort: number;
  /** The port the Sentinel names as primary right now. */
  currentPrimaryPort(): Promise<number>;
  /**
   * Moves the primary to the other server and resolves once the Sentinel names it and it accepts
   * writes, with its port. `command`: SENTINEL FAILOVER (a planned switchover). `kill`: SIGKILL the
   * primary, wait for the Sentinel to fail over, then start it again (it rejoins as a replica).
   */
  failover(mode?: FailoverMode): Promise<number>;
  stop(): Promise<void>;
}

const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 30_000;
const FAILOVER_TIMEOUT_MS = 60_000;

/** A short-lived admin connection per question: the group's processes come and go under test. */
async function ask<T>(port: number, question: (redis: Redis) => Promise<T>): Promise<T | undefined> {
  const redis = new Redis({ host: HOST, port, lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 1000 });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    return await question(redis);
  } catch {
    return undefined;
  } finally {
    redis.disconnect();
  }
}

const infoField = (info: string | undefined, field: string) => new RegExp(`^${field}:(.*)$`, 'm').exec(info ?? '')?.[1]?.trim();

/**
 * A Redis primary, its replica and one Sentinel on loopback, from the local `redis-server`, for
 * tests and benchmarks of a failover (bench/chaos). Settings as Lumina wants them in production
 * (AOF, noeviction), but with a one-Sentinel quorum and short timeouts so a failover takes seconds.
 */
export async function startRedisFailoverGroup(options: RedisFailoverGroupOptions): Promise<RedisFailoverGroup> {
  const name = options.name ?? 'lumina';
  const command = options.command ?? 'redis-server';
  const [primaryPort, replicaPort, sentinelPort] = [await getFreePort(), await getFreePort(), await getFreePort()];
  const servers = new Map<number, ManagedProcess>();
  let sentinel: ManagedProcess | undefined;

  const startServer = async (role: 'primary' | 'replica', port: number, replicaOf?: number) => {
    const dir = join(options.dir, role);
    await mkdir(dir, { recursive: true });
    const proc = await ManagedProcess.start({
      name: `redis-${role}`,
      command,
      args: [
        '--port', String(port), '--bind', HOST, '--dir', dir, '--daemonize', 'no', '--save', '',
        '--appendonly', 'yes', '--maxmemory-policy', 'noeviction',
        ...(replicaOf ? ['--replicaof', HOST, String(replicaOf)] : []),
      ],
      cwd: dir,
      output: { kind: 'file', path: join(options.dir, `${role}.log`) },
      missingHint: REDIS_INSTALL_HINT,
    });
    servers.set(port, proc);
    await awaitReady(proc, async () => (await ask(port, (r) => r.ping())) === 'PONG', {
      timeoutMs: START_TIMEOUT_MS,
      waitingFor: `PING on ${HOST}:${port}`,
    });
  };

  // The Sentinel first (it would react to what follows), then replicas, then the primary: a replica
  // stopped together with its primary was seen to ignore SIGTERM while resyncing.
  const stop = async () => {
    await sentinel?.stop(5000).catch(() => undefined);
    const roles = await Promise.all(
      [...servers].map(async ([port, proc]) => ({ proc, role: infoField(await ask(port, (r) => r.info('replication')), 'role') })),
    );
    const stopAll = (procs: ManagedProcess[]) => Promise.all(procs.map((proc) => proc.stop(5000).catch(() => undefined)));
    await stopAll(roles.filter(({ role }) => role !== 'master').map(({ proc }) => proc));
    await stopAll(roles.filter(({ role }) => role === 'master').map(({ proc }) => proc));
  };

  try {
    await startServer('primary', primaryPort);
    await startServer('replica', replicaPort, primaryPort);
    await waitFor(`the replica on ${replicaPort} to sync`, async () =>
      infoField(await ask(replicaPort, (r) => r.info('replication')), 'master_link_status') === 'up');

    const sentinelDir = join(options.dir, 'sentinel');
    await mkdir(sentinelDir, { recursive: true });
    // The Sentinel rewrites its configuration file, so it gets one of its own.
    const config = join(sentinelDir, 'sentinel.conf');
    const downAfterMs = options.downAfterMs ?? 5000;
    await writeFile(
      config,
      [
        `port ${sentinelPort}`,
        `bind ${HOST}`,
        `dir ${sentinelDir}`,
        `sentinel monitor ${name} ${HOST} ${primaryPort} 1`,
        `sentinel down-after-milliseconds ${name} ${downAfterMs}`,
        `sentinel failover-timeout ${name} 10000`,
        `sentinel parallel-syncs ${name} 1`,
        '',
      ].join('\n'),
    );
    sentinel = await ManagedProcess.start({
      name: 'redis-sentinel',
      command,
      args: [config, '--sentinel'],
      cwd: sentinelDir,
      output: { kind: 'file', path: join(options.dir, 'sentinel.log') },
      missingHint: REDIS_INSTALL_HINT,
    });
    // SENTINEL FAILOVER answers NOGOODSLAVE until the Sentinel has found the replica through the primary.
    await awaitReady(sentinel, async () => (await knownReplicas(sentinelPort, name)) > 0, {
      timeoutMs: START_TIMEOUT_MS,
      waitingFor: `the Sentinel on ${sentinelPort} to see the replica`,
    });
  } catch (error) {
    await stop();
    throw error;
  }

  const currentPrimaryPort = async () => {
    const address = await ask(sentinelPort, (r) => r.call('SENTINEL', 'GET-MASTER-ADDR-BY-NAME', name) as Promise<string[]>);
    if (!address) throw new Error(`the Sentinel on ${sentinelPort} does not answer`);
    return Number(address[1]);
  };

  const failover = async (mode: FailoverMode = 'command') => {
    const from = await currentPrimaryPort();
    const to = from === primaryPort ? replicaPort : primaryPort;
    await waitFor(`the replica on ${to} to be known to the Sentinel`, async () => (await knownReplicas(sentinelPort, name)) > 0);
    if (mode === 'kill') servers.get(from)?.signal('SIGKILL');
    else await ask(sentinelPort, (r) => r.call('SENTINEL', 'FAILOVER', name));
    await waitFor(`the Sentinel to name ${to} primary`, async () => (await currentPrimaryPort().catch(() => from)) === to);
    await waitFor(`${to} to accept writes`, async () => infoField(await ask(to, (r) => r.info('replication')), 'role') === 'master');
    if (mode === 'kill') {
      await servers.get(from)?.exited;
      // Restarted as it was first started: the Sentinel turns it into a replica of the new primary.
      await startServer(from === primaryPort ? 'primary' : 'replica', from, from === primaryPort ? undefined : primaryPort);
    }
    return to;
  };

  return { sentinels: `${HOST}:${sentinelPort}`, name, primaryPort, replicaPort, currentPrimaryPort, failover, stop };
}

async function knownReplicas(sentinelPort: number, name: string): Promise<number> {
  const replicas = await ask(sentinelPort, (r) => r.call('SENTINEL', 'REPLICAS', name) as Promise<string[][]>);
  // Each replica is a flat field/value list; a usable one is flagged just `slave`.
  return (replicas ?? []).filter((fields) => fields[fields.indexOf('flags') + 1] === 'slave').length;
}

async function waitFor(what: string, check: () => Promise<boolean>): Promise<void> {
  if (!(await pollUntil(check, { timeoutMs: FAILOVER_TIMEOUT_MS, intervalMs: 100 })))
    throw new Error(`Redis failover group: gave up waiting for ${what}`);
}
