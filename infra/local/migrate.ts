import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { SERVICE_NAMES } from './defaults';
import { describeExit, runOneShotCommand, runScript } from './one-shot-command';

/**
 * `npm run migrate`: runs `services/<name>/dist/migrate.js` for each service and `bff/dist/migrate.js`
 * (its admin schema), in order, against the database of the Lumina running from this folder if there is one, else
 * DATABASE_URL (or an embedded PostgreSQL started just for this and stopped afterwards).
 */

runOneShotCommand({
  name: 'migrate',
  verb: 'migrating',
  which: ['postgres'],
  envFromRunning: (running, config) => ({
    DATABASE_URL: running.DATABASE_URL,
    REDIS_URL: running.REDIS_URL ?? config.redisUrl,
    MEILI_URL: running.MEILI_URL ?? config.meiliUrl,
  }),
  envFromBacking: (backing, config) => ({
    DATABASE_URL: backing.databaseUrl,
    REDIS_URL: config.redisUrl,
    MEILI_URL: config.meiliUrl,
  }),
  async run(config, target, log) {
    const env = {
      ...process.env,
      NODE_ENV: config.nodeEnv,
      LOG_LEVEL: config.logLevel,
      ...target,
      KEY_PREFIX: config.keyPrefix,
    };
    for (const name of [...SERVICE_NAMES, 'bff']) {
      const script = join(config.rootDir, ...(name === 'bff' ? [] : ['services']), name, 'dist', 'migrate.js');
      if (!existsSync(script)) {
        log.info(`${name}: no dist/migrate.js, nothing to migrate`);
        continue;
      }
      const code = await runScript(script, env);
      if (code !== 0) throw new Error(`${name} migrations failed (${describeExit(code)})`);
    }
    log.info('migrations done');
  },
});
