import { Controller, Inject } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  call,
  connectClient,
  deleteKeys,
  REDIS_URL,
  replicaModule,
  Resources,
  sleep,
  startReplica,
  streamLength,
  testPrefix,
  waitFor,
} from './harness';
import { StreamKeys } from '../stream-keys';

const PROBE = Symbol('PROBE');

class Probe {
  readonly handled: number[] = [];
  constructor(readonly replica: string) {}
}

@Controller()
class WorkHandlers {
  constructor(@Inject(PROBE) private readonly probe: Probe) {}

  @MessagePattern('work.square')
  async square(@Payload() n: number): Promise<{ square: number; replica: string }> {
    this.probe.handled.push(n);
    // Long enough that one replica cannot drain the whole burst on its own.
    await sleep(10);
    return { square: n * n, replica: this.probe.replica };
  }
}

describe('RedisStreamsServer request routing', () => {
  const prefix = testPrefix('routing');
  const options = { url: REDIS_URL, prefix, service: 'work', concurrency: 8 };
  const resources = new Resources();

  afterEach(() => resources.closeAll());
  afterAll(() => deleteKeys(prefix));

  it('hands each request to exactly one of two replicas, and uses both', async () => {
    const probes = [new Probe('a'), new Probe('b')];
    for (const probe of probes) {
      resources.add(
        await startReplica(replicaModule([WorkHandlers], [{ provide: PROBE, useValue: probe }]), options),
      );
    }
    const client = resources.add(await connectClient({ url: REDIS_URL, prefix, requestTimeoutMs: 15_000 }));

    const numbers = Array.from({ length: 200 }, (_, i) => i);
    const replies = await Promise.all(
      numbers.map((n) => call<{ square: number; replica: string }>(client, 'work.square', n)),
    );

    expect(replies.map((r) => r.square)).toEqual(numbers.map((n) => n * n));
    const handled = probes.flatMap((p) => p.handled).sort((x, y) => x - y);
    expect(handled).toEqual(numbers);
    expect(probes[0].handled.length).toBeGreaterThan(0);
    expect(probes[1].handled.length).toBeGreaterThan(0);
    expect(new Set(replies.map((r) => r.replica))).toEqual(new Set(['a', 'b']));
  });

  it('answers a request sent while the service was down once it starts', async () => {
    const client = resources.add(await connectClient({ url: REDIS_URL, prefix, requestTimeoutMs: 15_000 }));
    const requests = new StreamKeys(prefix).request('work');
    const before = await streamLength(requests);
    const reply = call<{ square: number }>(client, 'work.square', 12);
    // Sent, and nobody there to read it: the request waits in the service's stream.
    await waitFor(async () => (await streamLength(requests)) > before, 5_000, 'the request in the stream');

    const probe = new Probe('late');
    resources.add(
      await startReplica(replicaModule([WorkHandlers], [{ provide: PROBE, useValue: probe }]), options),
    );

    await expect(reply).resolves.toMatchObject({ square: 144, replica: 'late' });
    expect(probe.handled).toEqual([12]);
  });
});
