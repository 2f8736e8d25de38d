import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { lastValueFrom } from 'rxjs';
import { StreamKeys } from '../stream-keys';
import {
  connectClient,
  deleteKeys,
  REDIS_URL,
  groupDrained,
  replicaModule,
  Resources,
  startReplica,
  testPrefix,
  waitFor,
} from './harness';

const PROBE = Symbol('PROBE');

class Probe {
  readonly seen: number[] = [];
}

@Controller()
class PaidHandlers {
  constructor(@Inject(PROBE) private readonly probe: Probe) {}

  @EventPattern('order.paid')
  onPaid(@Payload() event: { order: number }): void {
    this.probe.seen.push(event.order);
  }
}

describe('RedisStreamsServer events', () => {
  const prefix = testPrefix('events');
  const resources = new Resources();

  afterEach(() => resources.closeAll());
  afterAll(() => deleteKeys(prefix));

  it('delivers each event once to every subscribing service, to one replica of each', async () => {
    const services = ['mailer', 'ledger'];
    const probes = new Map(services.map((service) => [service, [new Probe(), new Probe()]]));
    for (const [service, replicas] of probes) {
      for (const probe of replicas) {
        const module = replicaModule([PaidHandlers], [{ provide: PROBE, useValue: probe }]);
        resources.add(await startReplica(module, { url: REDIS_URL, prefix, service }));
      }
    }
    const client = resources.add(await connectClient({ url: REDIS_URL, prefix }));

    const orders = Array.from({ length: 50 }, (_, i) => i);
    await Promise.all(
      orders.map((order) => lastValueFrom(client.emit('order.paid', { order }), { defaultValue: undefined })),
    );

    const seenBy = (service: string) => (probes.get(service) ?? []).flatMap((p) => p.seen);
    await waitFor(
      () => services.every((s) => seenBy(s).length >= orders.length),
      10_000,
      'both services to see every event',
    );
    // A duplicate could only come from an entry not yet acknowledged: wait until none is left.
    const stream = new StreamKeys(prefix).event('order.paid');
    await waitFor(async () => (await Promise.all(services.map((s) => groupDrained(stream, s)))).every(Boolean), 10_000, 'every event acknowledged');

    for (const service of services) {
      expect(seenBy(service).sort((a, b) => a - b)).toEqual(orders);
    }
  });
});
