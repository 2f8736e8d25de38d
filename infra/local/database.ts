import { Client } from 'pg';
import { parseUrl, redactUrl } from './urls';

/** Databases that hold the server together; we never create or drop these by accident. */
const SYSTEM_DATABASES = new Set(['postgres', 'template0', 'template1']);

function targetOf(url: string): { name: string; maintenanceUrl: string } {
  const parsed = parseUrl(url, 'DATABASE_URL');
  const name = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  if (!name) throw new Error(`DATABASE_URL names no database: ${redactUrl(url)}`);
  parsed.pathname = '/postgres';
  return { name, maintenanceUrl: parsed.toString() };
}

async function withMaintenanceClient<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({
    connectionString: url,
    connectionTimeoutMillis: 5000,
    application_name: 'lumina-infra',
  });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`Could not connect to PostgreSQL at ${redactUrl(url)}: ${(error as Error).message}`);
  }
  try {
    return await run(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Creates the database named in `url` when it is missing. Resolves true when it created it. */
export async function ensureDatabase(url: string): Promise<boolean> {
  const { name, maintenanceUrl } = targetOf(url);
  if (SYSTEM_DATABASES.has(name)) return false;
  return withMaintenanceClient(maintenanceUrl, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return false;
    try {
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
      return true;
    } catch (error) {
      // Another process created it between our check and our CREATE: that is what we wanted.
      const code = (error as { code?: string }).code;
      if (code === '42P04' || code === '23505') return false;
      throw new Error(`Could not create database "${name}": ${(error as Error).message}`);
    }
  });
}

/**
 * Drops the database named in `url` (tests and benchmarks use throwaway ones), disconnecting its
 * sessions first (WITH (FORCE), PostgreSQL 13+). Resolves true when there was one to drop.
 */
export async function dropDatabase(url: string): Promise<boolean> {
  const { name, maintenanceUrl } = targetOf(url);
  if (SYSTEM_DATABASES.has(name)) throw new Error(`Refusing to drop the system database "${name}"`);
  return withMaintenanceClient(maintenanceUrl, async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!found.rowCount) return false;
    try {
      await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
      return true;
    } catch (error) {
      throw new Error(`Could not drop database "${name}": ${(error as Error).message}`);
    }
  });
}
