import { DataSource, type DataSourceOptions } from 'typeorm';
import { watchDataSourcePool } from '../metrics/pool-metrics';

function schemaOf(options: DataSourceOptions): string {
  if (options.type !== 'postgres' || !options.schema) throw new Error('A service data source needs a postgres schema');
  return options.schema;
}

/**
 * Creates the service's schema and applies pending migrations. Replicas starting together take a
 * PostgreSQL advisory lock so only one migrates; the others wait and then find nothing to do.
 */
export async function migrate(dataSource: DataSource): Promise<string[]> {
  const schema = schemaOf(dataSource.options);
  const lockRunner = dataSource.createQueryRunner();
  await lockRunner.connect();
  try {
    await lockRunner.query('SELECT pg_advisory_lock(hashtext($1))', [`lumina:migrations:${schema}`]);
    await lockRunner.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await lockRunner.query('SELECT pg_advisory_unlock(hashtext($1))', [`lumina:migrations:${schema}`]).catch(() => undefined);
    await lockRunner.release();
  }
}

/** Opens a data source, migrating first when asked; its pool is reported on /metrics under its schema's name. */
export async function openDataSource(options: DataSourceOptions, runMigrations: boolean): Promise<DataSource> {
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  watchDataSourcePool(dataSource, schemaOf(options));
  if (runMigrations) await migrate(dataSource);
  return dataSource;
}

/** Body of each service's `migrate.ts` (`npm run migrate`). */
export async function runMigrationsCommand(options: DataSourceOptions): Promise<void> {
  const dataSource = await openDataSource(options, false);
  try {
    const applied = await migrate(dataSource);
    process.stdout.write(
      `${schemaOf(options)}: ${applied.length ? `applied ${applied.join(', ')}` : 'up to date'}\n`,
    );
  } finally {
    await dataSource.destroy();
  }
}
