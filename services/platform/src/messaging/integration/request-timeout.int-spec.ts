import { Controller } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import Redis from 'ioredis';
import { StreamKeys } from '../stream-keys';
import {
  call,
  connectClient,
  deleteKeys,
  REDIS_URL,
  rejectionOf,
  replicaModule,
  Resources,
  startReplica,
  testPrefix,
  waitFor,
} from './harness';

let lateCalls = 0;

@Controller()
class LateHandlers {
  @MessagePattern('late.answer')
  answer(): number {
    lateCalls += 1;
    return 42;
  }
}

describe('RedisStreamsClient requests nobody answers', () => {
  const prefix = testPrefix('timeout');
  const resources = new Resources();
  const redis = new Redis(REDIS_URL);

  afterEach(() => resources.closeAll());
  afterAll(async () => {
    await deleteKeys(prefix);
    await redis.quit();
  });

  it('fails with RPC.TIMEOUT within the timeout when no replica is running', async () => {
    const client = resources.add(await connectClient({ url: REDIS_URL, prefix, requestTimeoutMs: 500 }));
    const startedAt = Date.now();

    const error = await rejectionOf(call(client, 'nobody.home', { knock: true }));

    const elapsed = Date.now() - startedAt;
    expect(error).toEqual({
      code: 'RPC.TIMEOUT',
      kind: 'unavailable',
      message: 'No reply from nobody for nobody.home within 500 ms',
    });
    expect(elapsed).toBeGreaterThanOrEqual(450);
    expect(elapsed).toBeLessThan(2_500);
  });

  it('drops a request whose caller stopped waiting, without running the handler', async () => {
    const client = resources.add(await connectClient({ url: REDIS_URL, prefix, requestTimeoutMs: 200 }));
    await expect(rejectionOf(call(client, 'late.answer', {}))).resolves.toMatchObject({
      code: 'RPC.TIMEOUT',
    });
    const stream = new StreamKeys(prefix).request('late');
    expect(await redis.xlen(stream)).toBe(1);

    resources.add(
      await startReplica(replicaModule([LateHandlers]), { url: REDIS_URL, prefix, service: 'late' }),
    );

    await waitFor(async () => (await redis.xlen(stream)) === 0, 5_000, 'the expired request to be dropped');
    expect(lateCalls).toBe(0);
  });

  it('fails at once with RPC.NO_HANDLER when the service runs but lacks the pattern', async () => {
    resources.add(
      await startReplica(replicaModule([LateHandlers]), { url: REDIS_URL, prefix, service: 'late' }),
    );
    const client = resources.add(await connectClient({ url: REDIS_URL, prefix, requestTimeoutMs: 5_000 }));
    const startedAt = Date.now();

    const error = await rejectionOf(call(client, 'late.unknown', {}));

    expect(error).toEqual({
      code: 'RPC.NO_HANDLER',
      kind: 'unavailable',
      message: 'late has no handler for late.unknown',
    });
    expect(Date.now() - startedAt).toBeLessThan(2_000);
  });
});
