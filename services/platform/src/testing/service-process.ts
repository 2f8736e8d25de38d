import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import type { ServiceName } from '@lumina/contracts';
import { StreamKeys } from '../messaging/stream-keys';
import { createRedis } from '../redis/redis-endpoint';
import { createOwnDatabase, type OwnDatabase } from './own-database';
import { testEnv } from './test-env';

export interface ServiceProcess {
  pid: number;
  /** SIGTERM (a drain, SIGKILL after 10 s) by default; resolves once the process is gone. */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const SWC_REGISTER = path.join(__dirname, 'swc-register.js');
const STOP_GRACE_MS = 10_000;

/** Children not stopped yet: a suite that fails before closing them (or a forced Jest exit) must not leave them running. */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** A port free on loopback right now, for a child's management listener. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * Another of our services, for real, in a process of its own: its `src/main.ts` as production
 * starts it (compiled on load like Jest does, so no build is needed), on the environment given
 * (the suite's database, Redis and key prefix). Ready once its heartbeat key is in Redis, i.e.
 * it consumes its request stream. Suites of one service use it where they need another's
 * behaviour (merchants' ingest writing into the real catalog), instead of a stand-in.
 */
export async function startServiceProcess(
  service: ServiceName,
  env: Record<string, string>,
  timeoutMs = 90_000,
): Promise<ServiceProcess> {
  const main = path.resolve(__dirname, '../../..', service, 'src/main.ts');
  const child: ChildProcess = fork(main, [], {
    execArgv: ['-r', SWC_REGISTER],
    env: { ...process.env, HEALTH_PORT: String(await freePort()), ...env },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const exited = once(child, 'exit');
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    // A drain that outlasts its grace is ended the way an orchestrator would.
    const grace = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await exited;
    clearTimeout(grace);
  };
  const redis = createRedis({ url: env.REDIS_URL ?? process.env.REDIS_URL ?? '' }, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const alive = new StreamKeys(env.KEY_PREFIX ?? '').alive(service);
  try {
    await redis.connect();
    const deadline = Date.now() + timeoutMs;
    while (!(await redis.exists(alive))) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`${service} exited while starting (${child.exitCode ?? child.signalCode}):\n${stderr}`);
      if (Date.now() > deadline) throw new Error(`${service} did not start within ${timeoutMs} ms:\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await stop('SIGKILL');
    throw error;
  } finally {
    redis.disconnect();
  }
  return { pid: child.pid ?? 0, stop };
}

export interface ServiceOnOwnDatabase {
  database: OwnDatabase;
  process: ServiceProcess;
  /** Stops the process (a drain) and drops its database. */
  close(): Promise<void>;
}

/**
 * `service` in a process of its own (startServiceProcess) on a database of the suite's own
 * (createOwnDatabase), the run's Redis and Meilisearch and the suite's key prefix; `env` adds to or
 * overrides that. For suites that change what the service stores, which other suites count.
 */
export async function startServiceOnOwnDatabase(
  service: ServiceName,
  keyPrefix: string,
  env: Record<string, string> = {},
): Promise<ServiceOnOwnDatabase> {
  const run = testEnv();
  const database = await createOwnDatabase(`${service}_process`);
  try {
    const process = await startServiceProcess(service, {
      DATABASE_URL: database.url,
      REDIS_URL: run.redisUrl,
      KEY_PREFIX: keyPrefix,
      MEILI_URL: run.meiliUrl,
      ...(run.meiliKey ? { MEILI_MASTER_KEY: run.meiliKey } : {}),
      MIGRATIONS_RUN: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    });
    return {
      database,
      process,
      close: async () => {
        await process.stop();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}
