import { Controller, Inject } from '@nestjs/common';
import { Ctx, MessagePattern, Payload } from '@nestjs/microservices';
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { register } from 'prom-client';
import type { RedisStreamsContext } from '../redis-streams.context';
import {
  call,
  connectClient,
  deleteKeys,
  REDIS_URL,
  replicaModule,
  Resources,
  sleep,
  startReplica,
  testPrefix,
  waitFor,
} from './harness';

const PROBE = Symbol('PROBE');
const CLAIM_IDLE_MS = 1_000;

class Probe {
  readonly calls: Array<{ job: string; deliveries: number }> = [];
}

@Controller()
class JobHandlers {
  constructor(@Inject(PROBE) private readonly probe: Probe) {}

  @MessagePattern('jobs.run')
  async run(
    @Payload() job: { id: string; ms: number },
    @Ctx() ctx: RedisStreamsContext,
  ): Promise<{ id: string; by: string }> {
    this.probe.calls.push({ job: job.id, deliveries: ctx.getDeliveries() });
    await sleep(job.ms);
    return { id: job.id, by: 'live' };
  }
}

type FixtureMessage = { type: 'ready' } | { type: 'handling'; data: unknown };

function startChildReplica(options: object): ChildProcess {
  const child = fork(path.join(__dirname, 'replica.fixture.js'), [JSON.stringify(options)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return child;
}

function nextMessage(
  child: ChildProcess,
  type: FixtureMessage['type'],
  timeoutMs: number,
): Promise<FixtureMessage> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`child sent no "${type}" within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const onMessage = (message: FixtureMessage) => {
      if (message.type !== type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      resolve(message);
    };
    child.on('message', onMessage);
  });
}

describe('RedisStreamsServer replica failure', () => {
  const prefix = testPrefix('crash');
  const options = { url: REDIS_URL, prefix, service: 'jobs', claimIdleMs: CLAIM_IDLE_MS };
  const resources = new Resources();
  let child: ChildProcess | undefined;

  afterEach(async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL');
      await once(child, 'exit');
    }
    await resources.closeAll();
  });
  afterAll(() => deleteKeys(prefix));

  it('lets a live replica take over the message of a replica killed while handling it', async () => {
    child = startChildReplica({ ...options, pattern: 'jobs.run' });
    await nextMessage(child, 'ready', 15_000);
    const client = resources.add(await connectClient({ url: REDIS_URL, prefix, requestTimeoutMs: 20_000 }));

    const reply = call<{ id: string; by: string }>(client, 'jobs.run', { id: 'job-1', ms: 0 });
    await nextMessage(child, 'handling', 5_000);
    child.kill('SIGKILL');
    await once(child, 'exit');

    const probe = new Probe();
    resources.add(
      await startReplica(replicaModule([JobHandlers], [{ provide: PROBE, useValue: probe }]), options),
    );
    const killedAt = Date.now();

    await expect(reply).resolves.toEqual({ id: 'job-1', by: 'live' });
    expect(Date.now() - killedAt).toBeLessThan(10_000);
    expect(probe.calls).toEqual([{ job: 'job-1', deliveries: 2 }]);
    const recovered = await register.getSingleMetricAsString('lumina_rpc_recovered_messages_total');
    expect(recovered).toContain('lumina_rpc_recovered_messages_total{service="jobs",outcome="claimed"} 1');
  }, 30_000);

  it("answers every request a killed replica held, once each, within the caller's default deadline", async () => {
    // Defaults throughout: the claim idle time and the caller's timeout are what services run with.
    const defaults = { url: REDIS_URL, prefix, service: 'jobs' };
    const held = 3;
    child = startChildReplica({ ...defaults, pattern: 'jobs.run' });
    await nextMessage(child, 'ready', 15_000);
    const handled: unknown[] = [];
    child.on('message', (message: FixtureMessage) => {
      if (message.type === 'handling') handled.push(message.data);
    });
    const client = resources.add(await connectClient({ url: REDIS_URL, prefix }));
    const jobs = Array.from({ length: held }, (_, i) => ({ id: `held-${i}`, ms: 0 }));
    const replies = Promise.all(jobs.map((job) => call<{ id: string; by: string }>(client, 'jobs.run', job)));
    await waitFor(() => handled.length === held, 5_000, 'the doomed replica to hold every request');
    const probe = new Probe();
    resources.add(
      await startReplica(replicaModule([JobHandlers], [{ provide: PROBE, useValue: probe }]), defaults),
    );

    child.kill('SIGKILL');
    await once(child, 'exit');

    // A reply at all is before the deadline: past it the client fails the call with RPC.TIMEOUT.
    await expect(replies).resolves.toEqual(jobs.map((job) => ({ id: job.id, by: 'live' })));
    expect(probe.calls.map((c) => c.job).sort()).toEqual(jobs.map((job) => job.id));
    expect(probe.calls.every((c) => c.deliveries === 2)).toBe(true);
  }, 30_000);

  it('keeps a message with its replica while a slow handler is still running', async () => {
    const probes = [new Probe(), new Probe()];
    for (const probe of probes) {
      resources.add(
        await startReplica(replicaModule([JobHandlers], [{ provide: PROBE, useValue: probe }]), options),
      );
    }
    const client = resources.add(await connectClient({ url: REDIS_URL, prefix, requestTimeoutMs: 20_000 }));

    await expect(call(client, 'jobs.run', { id: 'slow', ms: CLAIM_IDLE_MS * 3 })).resolves.toEqual({
      id: 'slow',
      by: 'live',
    });

    expect(probes.flatMap((p) => p.calls)).toEqual([{ job: 'slow', deliveries: 1 }]);
  }, 30_000);
});
