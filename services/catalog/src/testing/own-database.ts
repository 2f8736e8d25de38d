import { testEnv } from '@lumina/platform/testing';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface OwnDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A database of the suite's own beside the run's, for suites that add or retire products: the
 * run's shared catalogue (whose counts other suites assert while running in parallel) is never
 * touched. Dropped by the suite when it ends.
 */
export async function createOwnDatabase(suite: string): Promise<OwnDatabase> {
  const shared = new URL(testEnv().databaseUrl);
  const name = `${shared.pathname.slice(1)}_${suite.replace(/\W/g, '_')}_${randomBytes(3).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new Client({ connectionString: shared.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(shared.toString());
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
