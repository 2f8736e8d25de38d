import { runMigrationsCommand } from '@lumina/platform';
import { loadClicksConfig } from './config';
import { clicksDataSourceOptions } from './data-source';

runMigrationsCommand(clicksDataSourceOptions(loadClicksConfig().DATABASE_URL)).catch((error: unknown) => {
  process.stderr.write(`clicks migrate failed: ${(error as Error).message}\n`);
  process.exit(1);
});
