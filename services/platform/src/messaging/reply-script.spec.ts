import type Redis from 'ioredis';
import { replyAndAcknowledge } from './reply-script';

function fakeRedis(firstError?: Error): { redis: Redis; calls: unknown[][] } {
  const calls: unknown[][] = [];
  let failed = false;
  const call = (...args: unknown[]) => {
    calls.push(args);
    if (firstError && !failed) {
      failed = true;
      return Promise.reject(firstError);
    }
    return Promise.resolve(1);
  };
  return { redis: { call } as unknown as Redis, calls };
}

describe('replyAndAcknowledge', () => {
  it('runs the cached script by its hash', async () => {
    const { redis, calls } = fakeRedis();

    await replyAndAcknowledge(redis, ['p:reply:c', 'p:rpc:s'], ['s', '1-0', 100, 60, 'id', '7']);

    expect(calls).toEqual([
      [
        'EVALSHA',
        expect.stringMatching(/^[0-9a-f]{40}$/),
        2,
        'p:reply:c',
        'p:rpc:s',
        's',
        '1-0',
        100,
        60,
        'id',
        '7',
      ],
    ]);
  });

  it('sends the script itself when Redis does not have it cached', async () => {
    const { redis, calls } = fakeRedis(new Error('NOSCRIPT No matching script.'));

    await replyAndAcknowledge(redis, ['p:reply:c', 'p:rpc:s'], ['s', '1-0', 100, 60]);

    expect(calls[1]).toEqual([
      'EVAL',
      expect.stringContaining("redis.call('XACK'"),
      2,
      'p:reply:c',
      'p:rpc:s',
      's',
      '1-0',
      100,
      60,
    ]);
  });

  it('lets any other failure reach the caller', async () => {
    const { redis } = fakeRedis(new Error('READONLY You can not write against a read only replica.'));

    await expect(replyAndAcknowledge(redis, ['a', 'b'], [])).rejects.toThrow('READONLY');
  });
});
