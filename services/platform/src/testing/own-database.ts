import { testEnv } from './test-env';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

export interface OwnDatabase {
  url: string;
  /** One statement on a connection of its own, for a suite to look at what a service stored. */
  query<Row>(sql: string, params?: unknown[]): Promise<Row[]>;
  drop(): Promise<void>;
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A database of the suite's own beside the run's, for suites that add or retire products: the
 * run's shared catalogue (whose counts other suites assert while running in parallel) is never
 * touched. Dropped by the suite when it ends.
 */
export async function createOwnDatabase(suite: string): Promise<OwnDatabase> {
  const shared = new URL(testEnv().databaseUrl);
  const name = `${shared.pathname.slice(1)}_${suite.replace(/\W/g, '_')}_${randomBytes(3).toString('hex')}`;
  const admin = (sql: string) => withClient(shared.toString(), (client) => client.query(sql));
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(shared.toString());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    query: (sql, params) => withClient(url.toString(), async (client) => (await client.query(sql, params)).rows),
    drop: async () => {
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
