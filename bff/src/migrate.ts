import { baseEnvSchema, databaseEnvSchema, loadConfigOrExit, runMigrationsCommand } from '@lumina/platform';
import { adminDataSourceOptions } from './auth/admin-database';

// Only the database: a migration job is not given the running BFF's secrets (CLICK_HASH_SECRET).
const config = loadConfigOrExit(baseEnvSchema.extend(databaseEnvSchema.shape), 'bff migrate');

/** `node bff/dist/migrate.js`: the BFF's own `admin` schema (admin users, audit log). */
runMigrationsCommand(adminDataSourceOptions(config.DATABASE_URL)).catch((error: unknown) => {
  process.stderr.write(`bff migrate failed: ${(error as Error).message}\n`);
  process.exit(1);
});
