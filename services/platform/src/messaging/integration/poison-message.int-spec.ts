import { Controller, Inject } from '@nestjs/common';
import { EventPattern, MessagePattern } from '@nestjs/microservices';
import Redis from 'ioredis';
import { lastValueFrom } from 'rxjs';
import { StreamKeys } from '../stream-keys';
import { parseEntries } from '../wire-message';
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

const PROBE = Symbol('PROBE');

class Probe {
  calls = 0;
}

@Controller()
class PoisonHandlers {
  constructor(@Inject(PROBE) private readonly probe: Probe) {}

  @MessagePattern('poison.eat')
  eat(): string {
    this.probe.calls += 1;
    return 'survived';
  }

  @EventPattern('poison.spilled')
  onSpilled(): void {
    this.probe.calls += 1;
    throw new Error('this event can never be handled');
  }
}

describe('RedisStreamsServer poison messages', () => {
  const prefix = testPrefix('poison');
  const keys = new StreamKeys(prefix);
  const resources = new Resources();
  const redis = new Redis(REDIS_URL);

  afterEach(() => resources.closeAll());
  afterAll(async () => {
    await deleteKeys(prefix);
    await redis.quit();
  });

  async function deadLetters(): Promise<Array<Record<string, string>>> {
    return parseEntries(await redis.call('XRANGE', keys.deadLetter('poison'), '-', '+')).map(
      (e) => e.fields ?? {},
    );
  }

  it('dead-letters a request that was delivered too often and tells the caller', async () => {
    const client = resources.add(await connectClient({ url: REDIS_URL, prefix, requestTimeoutMs: 15_000 }));
    const reply = call(client, 'poison.eat', {});
    const stream = keys.request('poison');
    await waitFor(async () => (await redis.xlen(stream)) === 1, 5_000, 'the request to be stored');
    // Replicas that took the message and died: four deliveries already counted against it.
    await redis.call('XGROUP', 'CREATE', stream, 'poison', '0');
    const [entry] = parseEntries(
      (
        (await redis.call('XREADGROUP', 'GROUP', 'poison', 'ghost', 'STREAMS', stream, '>')) as [
          string,
          unknown,
        ][]
      )[0][1],
    );
    for (let i = 0; i < 3; i += 1) await redis.call('XCLAIM', stream, 'poison', `ghost-${i}`, 0, entry.id);

    const probe = new Probe();
    const module = replicaModule([PoisonHandlers], [{ provide: PROBE, useValue: probe }]);
    resources.add(
      await startReplica(module, {
        url: REDIS_URL,
        prefix,
        service: 'poison',
        claimIdleMs: 200,
        maxDeliveries: 4,
      }),
    );

    expect(await rejectionOf(reply)).toEqual({
      code: 'RPC.DEAD_LETTERED',
      kind: 'internal',
      message: 'poison.eat was abandoned after 4 deliveries',
    });
    expect(probe.calls).toBe(0);
    const [letter] = await deadLetters();
    expect(letter).toMatchObject({
      pattern: 'poison.eat',
      'dlq.stream': stream,
      'dlq.entryId': entry.id,
      'dlq.deliveries': '4',
    });
    expect(await redis.xlen(stream)).toBe(0);
  }, 20_000);

  it('retries a failing event handler, then dead-letters the event instead of looping', async () => {
    const probe = new Probe();
    const module = replicaModule([PoisonHandlers], [{ provide: PROBE, useValue: probe }]);
    resources.add(
      await startReplica(module, {
        url: REDIS_URL,
        prefix,
        service: 'poison',
        claimIdleMs: 200,
        maxDeliveries: 3,
      }),
    );
    const client = resources.add(await connectClient({ url: REDIS_URL, prefix }));

    await lastValueFrom(client.emit('poison.spilled', { litres: 2 }), { defaultValue: undefined });

    await waitFor(
      async () => (await deadLetters()).some((l) => l.pattern === 'poison.spilled'),
      10_000,
      'the event to be dead-lettered',
    );
    expect(probe.calls).toBe(3);
    const pending = (await redis.call('XPENDING', keys.event('poison.spilled'), 'poison')) as [
      number,
      ...unknown[],
    ];
    expect(pending[0]).toBe(0);
  }, 20_000);
});
