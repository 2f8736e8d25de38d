import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ensureBackingServices, stopBackingServices, type BackingServices } from './backing-services';
import { readLocalConfigOrReport, type LocalConfig } from './config';
import { acquireInstanceLock, readLiveInstance, type InstanceLock } from './instance-lock';
import { createConsoleLogger, type InfraLogger } from './logger';
import { SERVICE_NAMES } from './defaults';

/**
 * `npm run migrate`: runs `services/<name>/dist/migrate.js` for each service that has one, in
 * order, against the database of the Lumina running from this folder if there is one, else
 * DATABASE_URL (or an embedded PostgreSQL started just for this and stopped afterwards).
 */

interface Target {
  databaseUrl: string;
  redisUrl: string;
  meiliUrl: string;
  /** What to undo afterwards when we had to take the lock and start PostgreSQL ourselves. */
  lock?: InstanceLock;
  started?: BackingServices['started'];
}

async function resolveTarget(config: LocalConfig, lockFile: string, log: InfraLogger): Promise<Target> {
  const running = readLiveInstance(lockFile);
  if (running?.role === 'start' && running.env?.DATABASE_URL) {
    log.info(`migrating the Lumina running from this folder (pid ${running.pid})`);
    return {
      databaseUrl: running.env.DATABASE_URL,
      redisUrl: running.env.REDIS_URL ?? config.redisUrl,
      meiliUrl: running.env.MEILI_URL ?? config.meiliUrl,
    };
  }
  // Nobody runs from this data directory: hold it while we may start an embedded PostgreSQL in it.
  const acquired = await acquireInstanceLock(lockFile, { role: 'migrate', url: '', log });
  if (!acquired.acquired)
    throw new Error(
      `another ${acquired.holder.role} (pid ${acquired.holder.pid}) is using ${config.dataDir}; try again when it is done`,
    );
  try {
    const backing = await ensureBackingServices(config, { log, which: ['postgres'] });
    return {
      databaseUrl: backing.databaseUrl,
      redisUrl: config.redisUrl,
      meiliUrl: config.meiliUrl,
      lock: acquired.lock,
      started: backing.started,
    };
  } catch (error) {
    acquired.lock.release();
    throw error;
  }
}

function runScript(script: string, env: NodeJS.ProcessEnv): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], { stdio: 'inherit', env });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(signal ? null : code));
  });
}

async function migrateAll(config: LocalConfig, target: Target, log: InfraLogger): Promise<void> {
  const env = {
    ...process.env,
    NODE_ENV: config.nodeEnv,
    LOG_LEVEL: config.logLevel,
    DATABASE_URL: target.databaseUrl,
    REDIS_URL: target.redisUrl,
    MEILI_URL: target.meiliUrl,
    KEY_PREFIX: config.keyPrefix,
  };
  for (const name of SERVICE_NAMES) {
    const script = join(config.rootDir, 'services', name, 'dist', 'migrate.js');
    if (!existsSync(script)) {
      log.info(`${name}: no dist/migrate.js, nothing to migrate`);
      continue;
    }
    const code = await runScript(script, env);
    if (code !== 0)
      throw new Error(
        `${name} migrations failed (${code === null ? 'killed by a signal' : `exit code ${code}`})`,
      );
  }
}

async function main(): Promise<number> {
  const log = createConsoleLogger('migrate');
  const config = readLocalConfigOrReport(log);
  if (!config) return 1;
  await mkdir(config.dataDir, { recursive: true });
  const target = await resolveTarget(config, join(config.dataDir, 'lumina.pid'), log);
  const cleanUp = async () => {
    await stopBackingServices(target.started ?? [], log).catch((error: unknown) =>
      log.error((error as Error).message),
    );
    target.lock?.release();
  };
  const onSignal = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await migrateAll(config, target, log);
    log.info('migrations done');
    return 0;
  } catch (error) {
    log.error((error as Error).message);
    return 1;
  } finally {
    await cleanUp();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`[migrate] error: ${(error as Error).message}\n`);
    process.exit(1);
  },
);
