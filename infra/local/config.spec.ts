import { join } from 'node:path';
import { LocalConfigError, findRootDir, readLocalConfig } from './config';

describe('readLocalConfig', () => {
  const root = '/srv/lumina';

  it('applies the documented defaults', () => {
    expect(readLocalConfig({}, root)).toMatchObject({
      dataDir: join(root, '.data'),
      port: 8080,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/lumina',
      redisUrl: 'redis://127.0.0.1:6379',
      meiliUrl: 'http://127.0.0.1:7700',
      meiliMaxIndexingMemory: '1GiB',
      keyPrefix: 'lumina',
      nodeEnv: 'development',
      migrationsRun: 'true',
      seedDemo: 'true',
    });
  });

  it('names every bad variable at once without echoing values', () => {
    let caught: unknown;
    try {
      readLocalConfig(
        {
          PORT: '99999',
          DATABASE_URL: 'mysql://user:hunter2@db/x',
          SEED_DEMO: 'yes',
          MEILI_MAX_INDEXING_MEMORY: 'lots',
        },
        root,
      );
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(LocalConfigError);
    const message = (caught as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('SEED_DEMO');
    expect(message).toContain('MEILI_MAX_INDEXING_MEMORY: must be a size such as 512MiB or 2GiB');
    expect(message).not.toContain('hunter2');
  });

  it('passes a Meilisearch indexing memory in its units through', () => {
    expect(readLocalConfig({ MEILI_MAX_INDEXING_MEMORY: '512MiB' }, root).meiliMaxIndexingMemory).toBe('512MiB');
    expect(readLocalConfig({ MEILI_MAX_INDEXING_MEMORY: '2 GiB' }, root).meiliMaxIndexingMemory).toBe('2 GiB');
  });

  it('reads LUMINA_REPLICAS, and refuses an unknown service or count naming the entry', () => {
    expect(readLocalConfig({ LUMINA_REPLICAS: 'catalog=3,bff=2' }, root).replicas).toEqual({ catalog: 3, bff: 2 });
    expect(readLocalConfig({}, root).replicas).toEqual({});
    expect(() => readLocalConfig({ LUMINA_REPLICAS: 'catalog=3,carts=2,bff=12' }, root)).toThrow(
      /LUMINA_REPLICAS: 'carts=2': unknown service 'carts'[^\n]*\n.*LUMINA_REPLICAS: 'bff=12': the count must be a whole number from 1 to 10/,
    );
  });
});

describe('findRootDir', () => {
  it('finds the workspaces root from inside infra', () => {
    expect(findRootDir(__dirname)).toBe(join(__dirname, '..', '..'));
  });
});
