import { runMigrationsCommand } from '@lumina/platform';
import { loadCartConfig } from './config';
import { cartDataSourceOptions } from './data-source';

runMigrationsCommand(cartDataSourceOptions(loadCartConfig().DATABASE_URL)).catch((error: unknown) => {
  process.stderr.write(`cart migrate failed: ${(error as Error).message}\n`);
  process.exit(1);
});
