import { runMigrationsCommand } from '@lumina/platform';
import { adminDataSourceOptions } from './auth/admin-database';
import { loadBffConfig } from './config';

/** `node bff/dist/migrate.js`: the BFF's own `admin` schema (admin users, audit log). */
runMigrationsCommand(adminDataSourceOptions(loadBffConfig().DATABASE_URL)).catch((error: unknown) => {
  process.stderr.write(`bff migrate failed: ${(error as Error).message}\n`);
  process.exit(1);
});
