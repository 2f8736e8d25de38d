import {
  createConsoleLogger,
  dropDatabase,
  startSystem,
  type InfraLogger,
  type RunningSystem,
} from '@lumina/infra';
import Redis from 'ioredis';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const log: InfraLogger = createConsoleLogger('bench:search');

/** The whole storefront on free ports with the bench's own database, key prefix and log folder. */
export function startBenchSystem(
  rootDir: string,
  env: Record<string, string>,
  logDir: string,
): Promise<RunningSystem> {
  return startSystem({ env, port: 0, healthPorts: 'free', rootDir, log, logDir });
}

/** Resident memory of a process in bytes (Linux /proc), or undefined when it cannot be read. */
export function rssOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

export function pidOf(system: RunningSystem, name: string): number | undefined {
  return system.processes.find((process) => process.name === name)?.pid;
}

/**
 * `npm run reindex`'s catalog entry (services/catalog/dist/reindex.js) against the bench's data:
 * new index, fill, swap. Resolves with its wall time in milliseconds.
 */
export function timedReindex(
  rootDir: string,
  env: Record<string, string>,
): Promise<{ ms: number; output: string }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(rootDir, 'services', 'catalog', 'dist', 'reindex.js')], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve({ ms: performance.now() - started, output: output.trim() })
        : reject(new Error(`reindex exited with ${code}: ${output}`)),
    );
  });
}

/** Polls until a typo finds products, i.e. the listing is answered by Meilisearch with a full index. */
export async function waitForSearch(baseUrl: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(new URL('/api/products?q=chandeleir&limit=1', baseUrl)).catch(
      () => undefined,
    );
    if (response?.ok && ((await response.json()) as { total: number }).total > 0) return;
    if (Date.now() > deadline) throw new Error('Meilisearch did not start answering listings');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Removes what the run created: its database, its Redis keys and its Meilisearch indexes. */
export async function cleanUp(target: {
  databaseUrl: string;
  redisUrl: string;
  meiliUrl: string;
  meiliKey?: string;
  keyPrefix: string;
}): Promise<void> {
  await dropDatabase(target.databaseUrl).catch((error: Error) =>
    log.warn(`dropping the database: ${error.message}`),
  );
  const redis = new Redis(target.redisUrl, { maxRetriesPerRequest: 2 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${target.keyPrefix}*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  const headers: Record<string, string> = target.meiliKey
    ? { authorization: `Bearer ${target.meiliKey}` }
    : {};
  const response = await fetch(new URL('/indexes?limit=1000', target.meiliUrl), { headers }).catch(
    () => undefined,
  );
  if (!response?.ok) return;
  const { results } = (await response.json()) as { results: { uid: string }[] };
  for (const index of results.filter((candidate) => candidate.uid.startsWith(target.keyPrefix))) {
    await fetch(new URL(`/indexes/${index.uid}`, target.meiliUrl), { method: 'DELETE', headers });
  }
}
