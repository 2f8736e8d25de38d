import { runMigrationsCommand } from '@lumina/platform';
import { feedSecretKey, loadMerchantsConfig } from './config';
import { merchantsDataSourceOptions } from './data-source';

const config = loadMerchantsConfig();
runMigrationsCommand(merchantsDataSourceOptions(config.DATABASE_URL, feedSecretKey(config))).catch((error: unknown) => {
  process.stderr.write(`merchants migrate failed: ${(error as Error).message}\n`);
  process.exit(1);
});
