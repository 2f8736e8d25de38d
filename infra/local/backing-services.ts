import { ensureDatabase } from './database';
import type { EnsuredServer } from './ensured-server';
import type { LocalConfig } from './config';
import type { InfraLogger } from './logger';
import { ensureMeilisearch } from './meilisearch';
import { ensurePostgres } from './postgres';
import { ensureRedis } from './redis';

/** mail (the development inbox) is started by the launcher and the test runner only (ensureMailInbox), never by a one-shot command. */
export type BackingServiceName = 'postgres' | 'redis' | 'meilisearch' | 'mail';

export interface BackingServices {
  databaseUrl: string;
  redisUrl: string;
  meiliUrl: string;
  /** The ones we started (with names), in start order; stop them in reverse. */
  started: Array<{ name: BackingServiceName; server: EnsuredServer }>;
}

export interface EnsureBackingOptions {
  log: InfraLogger;
  which?: readonly BackingServiceName[];
  ownProcessGroup?: boolean;
  signal?: AbortSignal;
  /** Told about each server as soon as it is up, so a launcher interrupted half-way can still stop it. */
  onStarted?: (name: BackingServiceName, server: EnsuredServer) => void;
}

/**
 * PostgreSQL, Redis and Meilisearch for start.ts and the one-shot commands (migrate, later reindex):
 * reused where the configured URLs answer, started under the data directory otherwise, in
 * parallel. Creates the database when missing. If one fails, the others we started are stopped.
 */
export async function ensureBackingServices(
  config: LocalConfig,
  options: EnsureBackingOptions,
): Promise<BackingServices> {
  const which = new Set(options.which ?? ['postgres', 'redis', 'meilisearch']);
  const common = {
    dataDir: config.dataDir,
    log: options.log,
    ownProcessGroup: options.ownProcessGroup,
    signal: options.signal,
  };
  const started: BackingServices['started'] = [];
  const track = async (name: BackingServiceName, ensuring: Promise<EnsuredServer>) => {
    const server = await ensuring;
    if (server.started) {
      started.push({ name, server });
      options.onStarted?.(name, server);
    }
    return server.url;
  };
  const [pg, redis, meili] = await Promise.allSettled([
    which.has('postgres')
      ? track('postgres', ensurePostgres({ ...common, url: config.databaseUrl }))
      : Promise.resolve(config.databaseUrl),
    which.has('redis')
      ? track('redis', ensureRedis({ ...common, url: config.redisUrl }))
      : Promise.resolve(config.redisUrl),
    which.has('meilisearch')
      ? track(
          'meilisearch',
          ensureMeilisearch({
            ...common,
            url: config.meiliUrl,
            masterKey: config.meiliMasterKey,
            bin: config.meiliBin,
            maxIndexingMemory: config.meiliMaxIndexingMemory,
          }),
        )
      : Promise.resolve(config.meiliUrl),
  ]);
  const failures = [pg, redis, meili].flatMap((r) =>
    r.status === 'rejected' ? [(r.reason as Error).message] : [],
  );
  try {
    if (failures.length > 0) throw new Error(failures.join('\n'));
    const databaseUrl = (pg as PromiseFulfilledResult<string>).value;
    if (which.has('postgres') && (await ensureDatabase(databaseUrl))) {
      options.log.info(`created database ${new URL(databaseUrl).pathname.slice(1)}`);
    }
    return {
      databaseUrl,
      redisUrl: (redis as PromiseFulfilledResult<string>).value,
      meiliUrl: (meili as PromiseFulfilledResult<string>).value,
      started,
    };
  } catch (error) {
    await stopBackingServices(started, options.log);
    throw error;
  }
}

/** Stops what ensureBackingServices started, last first; reports every failure by name. */
export async function stopBackingServices(
  started: BackingServices['started'],
  log: InfraLogger,
): Promise<void> {
  const errors: string[] = [];
  for (const { name, server } of [...started].reverse()) {
    try {
      await server.stop();
      log.info(`stopped ${name}`);
    } catch (error) {
      errors.push(`${name}: ${(error as Error).message}`);
    }
  }
  if (errors.length > 0) throw new Error(`Could not stop ${errors.join('; ')}`);
}
