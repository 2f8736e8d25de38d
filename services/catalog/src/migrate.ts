import { runMigrationsCommand } from '@lumina/platform';
import { loadCatalogConfig } from './config';
import { catalogDataSourceOptions } from './data-source';

runMigrationsCommand(catalogDataSourceOptions(loadCatalogConfig().DATABASE_URL)).catch((error: unknown) => {
  process.stderr.write(`catalog migrate failed: ${(error as Error).message}\n`);
  process.exit(1);
});
