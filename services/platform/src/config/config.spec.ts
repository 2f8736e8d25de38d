import { z } from 'zod';
import { ConfigError, baseEnvSchema, databaseEnvSchema, demoSeedEnvSchema, parseEnv, seedsDemo, serviceEnvSchema } from './config';

describe('parseEnv', () => {
  const schema = baseEnvSchema.merge(databaseEnvSchema).extend({ PORT: z.coerce.number().int().min(1) });

  it('applies defaults for unset optional variables', () => {
    const config = parseEnv(schema, { PORT: '8080' });
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      REDIS_URL: 'redis://127.0.0.1:6379',
      KEY_PREFIX: 'lumina',
      MIGRATIONS_RUN: true,
      PORT: 8080,
    });
  });

  it('names every bad variable in one error', () => {
    let caught: unknown;
    try {
      parseEnv(schema, { REDIS_URL: 'not a url', DATABASE_URL: 'mysql://x', MIGRATIONS_RUN: 'maybe' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as ConfigError).message;
    expect(message).toContain('REDIS_URL');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('MIGRATIONS_RUN');
    expect(message).toContain('PORT: is required but not set');
  });

  it('never echoes the value of a variable', () => {
    expect(() => parseEnv(schema, { PORT: '1', DATABASE_URL: 'postgres-secret-password' })).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('secret-password') }),
    );
  });

  describe('Redis Sentinel', () => {
    it('reads the Sentinels as addresses, IPv6 in brackets', () => {
      const config = parseEnv(schema, { PORT: '1', REDIS_SENTINELS: 'sentinel-a:26379, [::1]:26380', REDIS_SENTINEL_NAME: 'lumina' });
      expect(config.REDIS_SENTINELS).toEqual([
        { host: 'sentinel-a', port: 26379 },
        { host: '::1', port: 26380 },
      ]);
      expect(config.REDIS_SENTINEL_NAME).toBe('lumina');
    });

    it('names an entry that is not host:port', () => {
      expect(() => parseEnv(schema, { PORT: '1', REDIS_SENTINELS: 'a:26379,b', REDIS_SENTINEL_NAME: 'x' })).toThrow(
        'REDIS_SENTINELS: entry 2 is not host:port',
      );
    });

    it('wants the Sentinels and the master name together', () => {
      expect(() => parseEnv(schema, { PORT: '1', REDIS_SENTINELS: 'a:26379' })).toThrow('REDIS_SENTINEL_NAME: is required when REDIS_SENTINELS is set');
      expect(() => parseEnv(schema, { PORT: '1', REDIS_SENTINEL_NAME: 'x' })).toThrow('REDIS_SENTINELS: is required when REDIS_SENTINEL_NAME is set');
    });
  });
});

describe('LUMINA_ROLE', () => {
  const parseRole = (env: NodeJS.ProcessEnv) => parseEnv(serviceEnvSchema, { HEALTH_PORT: '8081', ...env }).LUMINA_ROLE;

  it('is `all` when unset, so one process still runs everything', () => {
    expect(parseRole({})).toBe('all');
  });

  it('accepts api and worker', () => {
    expect(parseRole({ LUMINA_ROLE: 'api' })).toBe('api');
    expect(parseRole({ LUMINA_ROLE: 'worker' })).toBe('worker');
  });

  it('names the variable and the allowed roles for anything else', () => {
    expect(() => parseRole({ LUMINA_ROLE: 'workers' })).toThrow(/LUMINA_ROLE: .*"api"\|"worker"\|"all"/);
  });
});

describe('seedsDemo', () => {
  const seeds = (env: NodeJS.ProcessEnv) => seedsDemo(parseEnv(baseEnvSchema.extend(demoSeedEnvSchema.shape), env));

  it('seeds by default in development only', () => {
    expect(seeds({ NODE_ENV: 'development' })).toBe(true);
    expect(seeds({ NODE_ENV: 'production' })).toBe(false);
    expect(seeds({ NODE_ENV: 'test' })).toBe(false);
  });

  it('follows SEED_DEMO when it is set', () => {
    expect(seeds({ NODE_ENV: 'development', SEED_DEMO: 'false' })).toBe(false);
    expect(seeds({ NODE_ENV: 'test', SEED_DEMO: 'true' })).toBe(true);
  });
});
