import { Controller, Inject } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { lastValueFrom } from 'rxjs';
import { RequestContext } from '../../context/request-context';
import { RpcClient } from '../../rpc/rpc-client';
import {
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

const PROBE = Symbol('PROBE');

class Probe {
  readonly requestIds: Array<string | undefined> = [];
  readonly eventIds: Array<string | undefined> = [];
  slowCalls = 0;
}

const late = { calls: 0 };

@Controller()
class LateHandlers {
  @MessagePattern('late2.slow')
  slow(): string {
    late.calls += 1;
    return 'ran';
  }

  @MessagePattern('late2.echo')
  echo(): string {
    return 'here';
  }
}

@Controller()
class GhostHandlers {
  @MessagePattern('ghost.echo')
  echo(): string {
    return 'boo';
  }
}

@Controller()
class IdHandlers {
  constructor(@Inject(PROBE) private readonly probe: Probe) {}

  @MessagePattern('ids.echo')
  echo(): string | undefined {
    this.probe.requestIds.push(RequestContext.messageId());
    return RequestContext.messageId();
  }

  @MessagePattern('ids.slow')
  async slow(@Payload() data: { ms: number }): Promise<string> {
    this.probe.slowCalls += 1;
    await new Promise((resolve) => setTimeout(resolve, data.ms));
    return 'done';
  }

  @EventPattern('ids.happened')
  happened(): void {
    this.probe.eventIds.push(RequestContext.messageId());
  }
}

describe('producer message ids, per-call deadlines, message size cap and down services', () => {
  const prefix = testPrefix('exactly-once');
  const resources = new Resources();
  const probe = new Probe();

  beforeAll(async () => {
    resources.add(
      await startReplica(replicaModule([IdHandlers], [{ provide: PROBE, useValue: probe }]), {
        url: REDIS_URL,
        prefix,
        service: 'ids',
      }),
    );
  });
  afterAll(async () => {
    await resources.closeAll();
    await deleteKeys(prefix);
  });

  it('gives the handler the id its producer chose, or a fresh one per send', async () => {
    const rpc = new RpcClient(resources.add(await connectClient({ url: REDIS_URL, prefix })));
    const send = (options?: { messageId?: string }) =>
      (rpc.send.bind(rpc) as (p: string, d: unknown, o?: unknown) => Promise<string>)(
        'ids.echo',
        {},
        options,
      );

    await expect(send({ messageId: 'order.paid:42' })).resolves.toBe('order.paid:42');
    const [first, second] = [await send(), await send()];
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).not.toBe(first);
  });

  it('keeps an event id across re-sends, so a subscriber sees the same id twice', async () => {
    const rpc = new RpcClient(resources.add(await connectClient({ url: REDIS_URL, prefix })));
    const emit = rpc.emit.bind(rpc) as (e: string, d: unknown, o?: unknown) => Promise<void>;
    // The subscriber's group exists once the replica started; two sends of one outbox row:
    await emit('ids.happened', { n: 1 }, { messageId: 'outbox-row-7' });
    await emit('ids.happened', { n: 1 }, { messageId: 'outbox-row-7' });
    await waitFor(() => probe.eventIds.length >= 2, 5_000, 'both deliveries');
    expect(probe.eventIds.slice(-2)).toEqual(['outbox-row-7', 'outbox-row-7']);
  });

  it('fails a too-large message at once with RPC.PAYLOAD_TOO_LARGE, before it reaches Redis', async () => {
    const client = resources.add(await connectClient({ url: REDIS_URL, prefix, maxMessageBytes: 1024 }));
    const error = await rejectionOf(lastValueFrom(client.send('ids.echo', { blob: 'x'.repeat(2000) })));
    expect(error).toMatchObject({
      code: 'RPC.PAYLOAD_TOO_LARGE',
      kind: 'validation',
      details: { limit: 1024 },
    });
  });

  it('carries a per-call deadline: the caller stops waiting then, and a late request is skipped', async () => {
    const rpc = new RpcClient(
      resources.add(await connectClient({ url: REDIS_URL, prefix, requestTimeoutMs: 10_000 })),
    );
    const send = rpc.send.bind(rpc) as (p: string, d: unknown, o?: unknown) => Promise<string>;
    const before = probe.slowCalls;
    await expect(send('ids.slow', { ms: 600 }, { timeoutMs: 200 })).rejects.toMatchObject({
      code: 'RPC.TIMEOUT',
    });
    expect(probe.slowCalls).toBe(before + 1);
    await expect(send('ids.slow', { ms: 1 })).resolves.toBe('done');
  });

  it('skips a request whose own deadline passed before a replica read it', async () => {
    const rpc = new RpcClient(
      resources.add(await connectClient({ url: REDIS_URL, prefix, requestTimeoutMs: 10_000 })),
    );
    const send = rpc.send.bind(rpc) as (p: string, d: unknown, o?: unknown) => Promise<string>;
    await expect(send('late2.slow', { ms: 1 }, { timeoutMs: 150 })).rejects.toMatchObject({
      code: 'RPC.TIMEOUT',
    });
    resources.add(
      await startReplica(replicaModule([LateHandlers]), {
        url: REDIS_URL,
        prefix,
        service: 'late2',
      }),
    );
    // The client saw late2 down; it lets requests through again within half a second of its return.
    await waitFor(
      () =>
        send('late2.echo', {}).then(
          () => true,
          () => false,
        ),
      5_000,
      'late2 to answer',
    );
    expect(late.calls).toBe(0);
  });

  it('answers RPC.UNAVAILABLE at once for a service whose replicas all stopped reading', async () => {
    const ghost = resources.add(
      await startReplica(replicaModule([GhostHandlers]), {
        url: REDIS_URL,
        prefix,
        service: 'ghost',
        liveServiceIdleMs: 300,
      }),
    );
    const client = resources.add(
      await connectClient({ url: REDIS_URL, prefix, requestTimeoutMs: 1_000, liveServiceIdleMs: 300 }),
    );
    await expect(lastValueFrom(client.send('ghost.echo', {}))).resolves.toBe('boo');
    await ghost.close();

    let error: unknown;
    await waitFor(
      async () => {
        const startedAt = Date.now();
        error = await rejectionOf(lastValueFrom(client.send('ghost.echo', {})));
        return (error as { code?: string }).code === 'RPC.UNAVAILABLE' && Date.now() - startedAt < 1_000;
      },
      8_000,
      'a fast 503 for the stopped service',
    );
    expect(error).toMatchObject({
      kind: 'unavailable',
      message: expect.stringContaining('ghost is unavailable'),
    });
  }, 15_000);
});
