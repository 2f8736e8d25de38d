import { REDIS_STREAMS_DEFAULTS, resolveRedisStreamsOptions } from './redis-streams.options';

describe('resolveRedisStreamsOptions', () => {
  it('fills in defaults and a unique consumer name', () => {
    const a = resolveRedisStreamsOptions({
      url: 'redis://127.0.0.1:6379',
      prefix: 'lumina',
      service: 'catalog',
    });
    const b = resolveRedisStreamsOptions({
      url: 'redis://127.0.0.1:6379',
      prefix: 'lumina',
      service: 'catalog',
      requestTimeoutMs: undefined,
    });

    expect(a).toMatchObject({ ...REDIS_STREAMS_DEFAULTS, service: 'catalog' });
    expect(b.requestTimeoutMs).toBe(REDIS_STREAMS_DEFAULTS.requestTimeoutMs);
    expect(a.consumer).toContain(String(process.pid));
    expect(a.consumer).not.toBe(b.consumer);
  });

  it('names every invalid field at once', () => {
    expect(() =>
      resolveRedisStreamsOptions({ url: 'http://x', prefix: 'a b', concurrency: 0, claimIdleMs: 1.5 }),
    ).toThrow(/url must be.*prefix must be.*claimIdleMs must be.*concurrency must be/);
  });
});
