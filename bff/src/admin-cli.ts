import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runAdminCli } from './auth/admin-cli.command';

/** The database of the Lumina started from this folder (`npm start`), when DATABASE_URL is not set. */
function runningDatabaseUrl(): string | undefined {
  const dataDir = resolve(__dirname, '../..', process.env.LUMINA_DATA_DIR ?? '.data');
  const pidFile = resolve(dataDir, 'lumina.pid');
  if (!existsSync(pidFile)) return undefined;
  try {
    return (JSON.parse(readFileSync(pidFile, 'utf8')) as { env?: { DATABASE_URL?: string } }).env?.DATABASE_URL;
  } catch {
    return undefined;
  }
}

runAdminCli(process.argv.slice(2), {
  stdin: process.stdin,
  stdout: process.stdout,
  stderr: process.stderr,
  env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? runningDatabaseUrl() },
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`admin: ${(error as Error).message}\n`);
    process.exit(1);
  },
);
