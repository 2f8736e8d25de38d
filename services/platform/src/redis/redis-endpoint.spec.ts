import { reconnectOnReadonly, redisEndpoint, redisOptions } from './redis-endpoint';

describe('redisOptions', () => {
  it('connects to the host of REDIS_URL when no Sentinel is set', () => {
    const options = redisOptions(redisEndpoint({ REDIS_URL: 'redis://app:s%40cret@redis.invalid:6380/2' }));
    expect(options).toMatchObject({ host: 'redis.invalid', port: 6380, username: 'app', password: 's@cret', db: 2 });
    expect(options.sentinels).toBeUndefined();
  });

  it('asks the Sentinels for the primary, keeping the credentials and database of REDIS_URL', () => {
    const options = redisOptions(
      redisEndpoint({
        REDIS_URL: 'rediss://:pw@ignored:6379/1',
        REDIS_SENTINELS: [{ host: '127.0.0.3', port: 26379 }],
        REDIS_SENTINEL_NAME: 'lumina',
      }),
    );
    expect(options).toMatchObject({
      sentinels: [{ host: '127.0.0.3', port: 26379 }],
      name: 'lumina',
      password: 'pw',
      db: 1,
      tls: {},
      enableTLSForSentinelMode: true,
    });
    expect(options.host).toBeUndefined();
  });

  it("lets the caller's tuning win, but every connection reconnects on READONLY", () => {
    const options = redisOptions({ url: 'redis://127.0.0.1:6379' }, { maxRetriesPerRequest: null });
    expect(options.maxRetriesPerRequest).toBeNull();
    expect(options.reconnectOnError).toBe(reconnectOnReadonly);
  });
});

describe('reconnectOnReadonly', () => {
  it('reconnects and resends on READONLY only', () => {
    expect(reconnectOnReadonly(new Error("READONLY You can't write against a read only replica."))).toBe(2);
    expect(reconnectOnReadonly(new Error('WRONGTYPE Operation against a key holding the wrong kind of value'))).toBe(false);
  });
});
