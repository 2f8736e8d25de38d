import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describeExit, runOneShotCommand, runScript } from './one-shot-command';

/**
 * `npm run reindex`: rebuilds the Meilisearch products index from PostgreSQL with
 * `services/catalog/dist/reindex.js` (new index, fill, swap, drop the old one: searches keep
 * answering). Targets the Lumina running from this folder if there is one, else DATABASE_URL and
 * MEILI_URL, starting an embedded PostgreSQL or Meilisearch for the run when they do not answer.
 */

function reindexScript(rootDir: string): string {
  return join(rootDir, 'services', 'catalog', 'dist', 'reindex.js');
}

runOneShotCommand({
  name: 'reindex',
  verb: 'reindexing',
  which: ['postgres', 'meilisearch'],
  envFromRunning: (running, config) => ({
    DATABASE_URL: running.DATABASE_URL,
    MEILI_URL: running.MEILI_URL ?? config.meiliUrl,
    KEY_PREFIX: running.KEY_PREFIX ?? config.keyPrefix,
  }),
  envFromBacking: (backing, config) => ({
    DATABASE_URL: backing.databaseUrl,
    MEILI_URL: backing.meiliUrl,
    KEY_PREFIX: config.keyPrefix,
  }),
  precheck(config, log) {
    const script = reindexScript(config.rootDir);
    if (existsSync(script)) return true;
    log.error(`${script} is missing; run npm run build first`);
    return false;
  },
  async run(config, target) {
    const code = await runScript(reindexScript(config.rootDir), {
      ...process.env,
      NODE_ENV: config.nodeEnv,
      LOG_LEVEL: config.logLevel,
      MEILI_MASTER_KEY: config.meiliMasterKey,
      ...target,
    });
    if (code !== 0) throw new Error(`reindex failed (${describeExit(code)})`);
  },
});
