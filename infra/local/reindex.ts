import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ensureBackingServices, stopBackingServices, type BackingServices } from './backing-services';
import { readLocalConfigOrReport, type LocalConfig } from './config';
import { acquireInstanceLock, readLiveInstance, type InstanceLock } from './instance-lock';
import { createConsoleLogger, type InfraLogger } from './logger';

/**
 * `npm run reindex`: rebuilds the Meilisearch products index from PostgreSQL with
 * `services/catalog/dist/reindex.js` (new index, fill, swap, drop the old one: searches keep
 * answering). Targets the Lumina running from this folder if there is one, else DATABASE_URL and
 * MEILI_URL, starting an embedded PostgreSQL or Meilisearch for the run when they do not answer.
 */

interface Target {
  env: Record<string, string | undefined>;
  lock?: InstanceLock;
  started?: BackingServices['started'];
}

async function resolveTarget(config: LocalConfig, lockFile: string, log: InfraLogger): Promise<Target> {
  const running = readLiveInstance(lockFile);
  if (running?.role === 'start' && running.env?.DATABASE_URL) {
    log.info(`reindexing the Lumina running from this folder (pid ${running.pid})`);
    return {
      env: {
        DATABASE_URL: running.env.DATABASE_URL,
        MEILI_URL: running.env.MEILI_URL ?? config.meiliUrl,
        KEY_PREFIX: running.env.KEY_PREFIX ?? config.keyPrefix,
      },
    };
  }
  const acquired = await acquireInstanceLock(lockFile, { role: 'reindex', url: '', log });
  if (!acquired.acquired)
    throw new Error(
      `another ${acquired.holder.role} (pid ${acquired.holder.pid}) is using ${config.dataDir}; try again when it is done`,
    );
  try {
    const backing = await ensureBackingServices(config, { log, which: ['postgres', 'meilisearch'] });
    return {
      env: { DATABASE_URL: backing.databaseUrl, MEILI_URL: backing.meiliUrl, KEY_PREFIX: config.keyPrefix },
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

async function main(): Promise<number> {
  const log = createConsoleLogger('reindex');
  const config = readLocalConfigOrReport(log);
  if (!config) return 1;
  const script = join(config.rootDir, 'services', 'catalog', 'dist', 'reindex.js');
  if (!existsSync(script)) {
    log.error(`${script} is missing; run npm run build first`);
    return 1;
  }
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
    const code = await runScript(script, {
      ...process.env,
      NODE_ENV: config.nodeEnv,
      LOG_LEVEL: config.logLevel,
      MEILI_MASTER_KEY: config.meiliMasterKey,
      ...target.env,
    });
    if (code !== 0)
      throw new Error(`reindex failed (${code === null ? 'killed by a signal' : `exit code ${code}`})`);
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
    process.stderr.write(`[reindex] error: ${(error as Error).message}\n`);
    process.exit(1);
  },
);
