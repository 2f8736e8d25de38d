import type Redis from 'ioredis';
import { replyAndAcknowledge } from './reply-script';

const LIMITS = { group: 's', replyStreamMaxLen: 100, replyTtlSeconds: 60 };

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
  it('runs the cached script by its hash, naming each stream once', async () => {
    const { redis, calls } = fakeRedis();

    await replyAndAcknowledge(
      redis,
      [
        { replyTo: 'p:reply:c', requestStream: 'p:rpc:s', entryId: '1-0', fields: ['id', '7'] },
        { replyTo: 'p:reply:d', requestStream: 'p:rpc:s', entryId: '2-0', fields: ['id', '8', 'response', '1'] },
      ],
      LIMITS,
    );

    expect(calls).toEqual([
      [
        'EVALSHA',
        expect.stringMatching(/^[0-9a-f]{40}$/),
        3,
        'p:reply:c',
        'p:rpc:s',
        'p:reply:d',
        's',
        100,
        60,
        ...[1, 2, '1-0', 2, 'id', '7'],
        ...[3, 2, '2-0', 4, 'id', '8', 'response', '1'],
      ],
    ]);
  });

  it('sends the script itself when Redis does not have it cached', async () => {
    const { redis, calls } = fakeRedis(new Error('NOSCRIPT No matching script.'));

    const answered = [{ replyTo: 'p:reply:c', requestStream: 'p:rpc:s', entryId: '1-0', fields: ['id', '7'] }];

    await replyAndAcknowledge(redis, answered, LIMITS);

    expect(calls[1]).toEqual([
      'EVAL',
      expect.stringContaining("redis.call('XACK'"),
      2,
      'p:reply:c',
      'p:rpc:s',
      's',
      100,
      60,
      ...[1, 2, '1-0', 2, 'id', '7'],
    ]);
  });

  it('lets any other failure reach the caller', async () => {
    const { redis } = fakeRedis(new Error('READONLY You can not write against a read only replica.'));

    await expect(replyAndAcknowledge(redis, [], LIMITS)).rejects.toThrow('READONLY');
  });
});
