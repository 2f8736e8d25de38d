import { runMigrationsCommand } from '@lumina/platform';
import { loadAlertsConfig } from './config';
import { alertsDataSourceOptions } from './data-source';

runMigrationsCommand(alertsDataSourceOptions(loadAlertsConfig().DATABASE_URL)).catch((error: unknown) => {
  process.stderr.write(`alerts migrate failed: ${(error as Error).message}\n`);
  process.exit(1);
});
