import { runMigrationsCommand } from '@lumina/platform';
import { loadOrdersConfig } from './config';
import { ordersDataSourceOptions } from './data-source';

runMigrationsCommand(ordersDataSourceOptions(loadOrdersConfig().DATABASE_URL)).catch((error: unknown) => {
  process.stderr.write(`orders migrate failed: ${(error as Error).message}\n`);
  process.exit(1);
});
