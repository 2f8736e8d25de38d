import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  call,
  connectClient,
  deleteKeys,
  groupState,
  readerBlocked,
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
    // A read never times out here: the only thing that can release the blocked reader is close().
    const app = await startReplica(replicaModule([SlowHandlers]), { ...options, blockMs: 600_000 });
    const client = resources.add(await connectClient({ url: REDIS_URL, prefix, requestTimeoutMs: 10_000 }));
    started = 0;
    const first = call<string>(client, 'slow.work', 500);
    await waitFor(() => started === 1, 5_000, 'the handler to start');
    await waitFor(() => readerBlocked(`${prefix}:slow:`), 5_000, 'the replica to wait for more');
    const closing = app.close();
    await waitFor(async () => !(await readerBlocked(`${prefix}:slow:`)), 5_000, 'the closing replica to stop reading');
    const second = call<string>(client, 'slow.work', 10);
    await waitFor(async () => (await groupState(`${prefix}:rpc:slow`, 'slow'))?.lag === 1, 5_000, 'the second request to be stored');

    await closing;
    // Closed: whatever it took is settled. The second request was never handed out; it waits in the stream.
    expect(started).toBe(1);
    await expect(groupState(`${prefix}:rpc:slow`, 'slow')).resolves.toEqual({ pending: 0, lag: 1 });
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
