// eslint-disable-next-line @nx/enforce-module-boundaries -- a Redis of the test's own, on a port the launcher's helper finds free
import { getFreePort } from '@lumina/infra';
import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { RedisStreamsClient } from '../redis-streams.client';
import { RedisStreamsServer } from '../redis-streams.server';
import { call, connectClient, rejectionOf, replicaModule, Resources, startReplica, testPrefix, waitFor } from './harness';

@Controller()
class EchoHandlers {
  @MessagePattern('late.echo')
  echo(@Payload() n: number): number {
    return n;
  }
}

/** A throwaway Redis on loopback, started when the test says so. */
function startRedis(port: number): ChildProcess {
  return spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
}

async function stopRedis(redis: ChildProcess | undefined): Promise<void> {
  if (!redis || redis.exitCode !== null) return;
  redis.kill('SIGTERM');
  await once(redis, 'exit');
}

describe('a service started before Redis answers', () => {
  const resources = new Resources();
  let redis: ChildProcess | undefined;

  afterEach(async () => {
    await resources.closeAll();
    await stopRedis(redis);
    redis = undefined;
  });

  it('comes up once Redis does, and answers requests', async () => {
    const port = await getFreePort();
    const options = { url: `redis://127.0.0.1:${port}`, prefix: testPrefix('late'), service: 'late', blockMs: 500 };
    // Nothing listens yet: before connectWaitMs, listen() and connect() failed on the first refusal.
    const server = new RedisStreamsServer(options);
    const unconnected = new RedisStreamsClient(options);
    const retries = { server: 0, client: 0 };
    server.on('reconnecting', () => (retries.server += 1));
    unconnected.on('reconnecting', () => (retries.client += 1));
    const settled = { replica: false, client: false };
    const replica = startReplica(replicaModule([EchoHandlers]), server).finally(() => (settled.replica = true));
    const client = connectClient(unconnected).finally(() => (settled.client = true));
    // Each side was refused and is trying again (both connections: command and reader), still waiting.
    await waitFor(() => retries.server >= 2 && retries.client >= 2, 10_000, 'both sides to retry after a refusal');
    expect(settled).toEqual({ replica: false, client: false });

    redis = startRedis(port);
    resources.add(await replica);
    const connected = resources.add(await client);

    expect(await call<number>(connected, 'late.echo', 7)).toBe(7);
  }, 30_000);

  it('gives up after connectWaitMs, naming why', async () => {
    const port = await getFreePort();
    const started = Date.now();

    const error = await rejectionOf(connectClient({ url: `redis://127.0.0.1:${port}`, prefix: testPrefix('late'), connectWaitMs: 1000 }));

    expect(String(error)).toMatch(/Redis did not answer within 1000 ms: .*ECONNREFUSED/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
  }, 30_000);

  it('with connectWaitMs 0, fails on the first refusal', async () => {
    const port = await getFreePort();
    const started = Date.now();

    const error = await rejectionOf(connectClient({ url: `redis://127.0.0.1:${port}`, prefix: testPrefix('late'), connectWaitMs: 0 }));

    expect(String(error)).toMatch(/ECONNREFUSED|Connection is closed/);
    expect(Date.now() - started).toBeLessThan(1000);
  }, 30_000);
});
