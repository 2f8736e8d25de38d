import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  call,
  connectClient,
  deleteKeys,
  REDIS_URL,
  rejectionOf,
  replicaModule,
  Resources,
  sleep,
  startReplica,
  testPrefix,
  waitFor,
} from './harness';

let started = 0;

@Controller()
class SlowHandlers {
  @MessagePattern('slow.work')
  async work(@Payload() ms: number): Promise<string> {
    started += 1;
    await sleep(ms);
    return `worked ${ms} ms`;
  }
}

describe('RedisStreams close()', () => {
  const prefix = testPrefix('close');
  const options = { url: REDIS_URL, prefix, service: 'slow' };
  const resources = new Resources();

  afterEach(() => resources.closeAll());
  afterAll(() => deleteKeys(prefix));

  it('lets an in-flight handler finish and delivers its reply before the server closes', async () => {
    const app = await startReplica(replicaModule([SlowHandlers]), options);
    const client = resources.add(await connectClient({ url: REDIS_URL, prefix, requestTimeoutMs: 10_000 }));
    started = 0;
    const reply = call<string>(client, 'slow.work', 800);
    await waitFor(() => started === 1, 5_000, 'the handler to start');

    const closing = app.close();
    let closed = false;
    void closing.then(() => (closed = true));

    await expect(reply).resolves.toBe('worked 800 ms');
    await closing;
    expect(closed).toBe(true);
  });

  it('keeps renewing what it drains, so another replica does not run it again', async () => {
    const quickClaim = { ...options, claimIdleMs: 500 };
    const app = await startReplica(replicaModule([SlowHandlers]), quickClaim);
    const client = resources.add(await connectClient({ url: REDIS_URL, prefix, requestTimeoutMs: 10_000 }));
    started = 0;
    const reply = call<string>(client, 'slow.work', 2_000);
    await waitFor(() => started === 1, 5_000, 'the handler to start');
    resources.add(await startReplica(replicaModule([SlowHandlers]), quickClaim));

    await app.close();

    await expect(reply).resolves.toBe('worked 2000 ms');
    expect(started).toBe(1);
  });

  it('stops taking new messages once closing; they wait for the next replica', async () => {
    const app = await startReplica(replicaModule([SlowHandlers]), options);
    const client = resources.add(await connectClient({ url: REDIS_URL, prefix, requestTimeoutMs: 10_000 }));
    started = 0;
    const first = call<string>(client, 'slow.work', 500);
    await waitFor(() => started === 1, 5_000, 'the handler to start');
    const closing = app.close();
    await sleep(50);
    const second = call<string>(client, 'slow.work', 10);

    await closing;
    await sleep(200);
    expect(started).toBe(1);
    resources.add(await startReplica(replicaModule([SlowHandlers]), options));

    await expect(first).resolves.toBe('worked 500 ms');
    await expect(second).resolves.toBe('worked 10 ms');
    expect(started).toBe(2);
  });

  it('rejects a caller still waiting when its client closes', async () => {
    const client = await connectClient({ url: REDIS_URL, prefix, requestTimeoutMs: 10_000 });
    const failure = rejectionOf(call(client, 'ghost.call', {}));

    await client.close();

    await expect(failure).resolves.toEqual({
      code: 'RPC.CLIENT_CLOSED',
      kind: 'unavailable',
      message: 'Client closed before ghost replied to ghost.call',
    });
  });
});
