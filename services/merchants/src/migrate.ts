import { runMigrationsCommand } from '@lumina/platform';
import { loadMerchantsConfig } from './config';
import { merchantsDataSourceOptions } from './data-source';

runMigrationsCommand(merchantsDataSourceOptions(loadMerchantsConfig().DATABASE_URL)).catch((error: unknown) => {
  process.stderr.write(`merchants migrate failed: ${(error as Error).message}\n`);
  process.exit(1);
});
