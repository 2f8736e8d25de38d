import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import Redis from 'ioredis';
import { reusedServer, type EnsureCommonOptions, type EnsuredServer } from './ensured-server';
import { ManagedProcess } from './managed-process';
import { getFreePort, tcpConnectError } from './ports';
import { awaitReady, once } from './readiness';
import { parseUrl, redactUrl } from './urls';
import { DEFAULT_REDIS_URL } from './defaults';

export const REDIS_INSTALL_HINT =
  'install it with: apt-get install -y redis-server (or set REDIS_URL to a running Redis)';

export interface EnsureRedisOptions extends EnsureCommonOptions {
  /** Reused when it answers PING; otherwise its password and database number are kept for ours. */
  url?: string;
  /** Defaults to `redis-server` from the PATH. */
  command?: string;
}

type Probe = { up: true } | { up: false; reason: string };

/** PING through ioredis with retries off, so "nobody there" comes back at once instead of reconnecting forever. */
export async function probeRedis(url: string, timeoutMs = 1500): Promise<Probe> {
  // A plain TCP check first: when nothing listens, ioredis would still hold the process open for
  // a couple of seconds after its failed connect, which slows every start-up probe and test.
  const { hostname, port } = new URL(url);
  const unreachable = await tcpConnectError(Number(port) || 6379, hostname, timeoutMs);
  if (unreachable) return { up: false, reason: unreachable };
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
    // ioredis arms this timer on disconnect() even when the socket is already closed; keep it short.
    disconnectTimeout: 100,
  });
  // The socket error (ECONNREFUSED…) arrives as an 'error' event; connect() only says "closed".
  let socketError: NodeJS.ErrnoException | undefined;
  client.on('error', (error: NodeJS.ErrnoException) => (socketError ??= error));
  try {
    await client.connect();
    await client.ping();
    return { up: true };
  } catch (error) {
    const message = (error as Error).message;
    const refusal = [message, socketError?.message ?? ''].find((m) =>
      /NOAUTH|WRONGPASS|ERR AUTH|invalid password|invalid username/i.test(m),
    );
    if (refusal) throw new Error(`Redis at ${redactUrl(url)} answered but refused us: ${refusal}`);
    return { up: false, reason: socketError?.code ?? socketError?.message ?? message };
  } finally {
    client.disconnect();
  }
}

/**
 * The Redis at `url` if it answers PING; otherwise `redis-server` from the PATH on a free port,
 * bound to 127.0.0.1, with its dump file in `<dataDir>/redis`.
 */
export async function ensureRedis(options: EnsureRedisOptions): Promise<EnsuredServer> {
  const baseUrl = options.url ?? DEFAULT_REDIS_URL;
  const parsed = parseUrl(baseUrl, 'REDIS_URL');
  const probe = await probeRedis(baseUrl);
  if (probe.up) {
    options.log.info(`using Redis at ${redactUrl(baseUrl)}`);
    return reusedServer(baseUrl);
  }
  options.log.info(`no Redis answers at ${redactUrl(baseUrl)} (${probe.reason}); starting redis-server`);

  const dir = join(options.dataDir, 'redis');
  await mkdir(dir, { recursive: true });
  const port = options.port ?? (await getFreePort());
  // Ours speaks plain TCP: a rediss:// URL's TLS cannot be reproduced locally.
  const url = new URL(`redis://127.0.0.1:${port}${parsed.pathname}`);
  url.username = parsed.username;
  url.password = parsed.password;
  const password = decodeURIComponent(parsed.password);
  const proc = await ManagedProcess.start({
    name: 'redis',
    command: options.command ?? 'redis-server',
    args: [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      dir,
      '--daemonize',
      'no',
      // BullMQ loses jobs under any other eviction policy.
      '--maxmemory-policy',
      'noeviction',
      ...(password ? ['--requirepass', password] : []),
    ],
    cwd: dir,
    output: { kind: 'file', path: join(options.dataDir, 'logs', 'redis.log') },
    ownProcessGroup: options.ownProcessGroup,
    missingHint: REDIS_INSTALL_HINT,
  });
  const ready = url.toString();
  await awaitReady(proc, async () => (await probeRedis(ready, 500).catch(() => ({ up: false }))).up, {
    timeoutMs: options.startTimeoutMs ?? 30_000,
    waitingFor: `PING on ${redactUrl(ready)}`,
    signal: options.signal,
  });
  options.log.info(`redis-server ready at ${redactUrl(ready)} (data ${dir})`);
  return { url: ready, started: true, pid: proc.pid, stop: once(() => proc.stop(15_000)) };
}
