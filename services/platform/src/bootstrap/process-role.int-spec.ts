import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Module, type DynamicModule } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { healthPattern, type ServiceHealthReply } from '@lumina/contracts';
import { Queue, QueueEvents } from 'bullmq';
import Redis from 'ioredis';
import type { AddressInfo } from 'node:net';
import { JobsModule } from '../jobs/jobs.module';
import { redisOptions } from '../redis/redis-endpoint';
import { RedisStreamsClient, StreamKeys } from '../messaging';
import { RpcClient } from '../rpc/rpc-client';
import { suitePrefix, testEnv } from '../testing/test-env';
import { bootstrapService } from './bootstrap-service';
import { jobProcessors, type ProcessRole } from './process-role';
import { ServiceCoreModule } from './service-core.module';

jest.setTimeout(60_000);

const QUEUE = 'role-probe';
const ROLE = Symbol('ROLE');

/** Answers each job with the role of the process that ran it. */
@Processor(QUEUE)
class RoleProbeProcessor extends WorkerHost {
  constructor(@Inject(ROLE) private readonly role: ProcessRole) {
    super();
  }

  process(): Promise<string> {
    return Promise.resolve(this.role);
  }
}

/** A service as main.ts builds one: the core (logs, /health, the health handler), a queue, its processor. */
function probeService(role: ProcessRole, prefix: string): DynamicModule {
  const { redisUrl } = testEnv();
  @Module({})
  class RoleProbeModule {}
  return {
    module: RoleProbeModule,
    imports: [
      ServiceCoreModule.forRoot('catalog', { LOG_LEVEL: 'silent', REDIS_URL: redisUrl }),
      JobsModule.forRoot({ redis: { url: redisUrl }, prefix }),
      JobsModule.registerQueues({ url: redisUrl }, QUEUE),
    ],
    providers: [{ provide: ROLE, useValue: role }, ...jobProcessors(role, RoleProbeProcessor)],
  };
}

describe('LUMINA_ROLE', () => {
  const apps: NestFastifyApplication[] = [];
  const closers: (() => Promise<unknown>)[] = [];

  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
    for (const app of apps.splice(0).reverse()) await app.close();
  });

  async function start(role: ProcessRole, prefix: string): Promise<{ healthUrl: string }> {
    const app = await bootstrapService('catalog', probeService(role, prefix), {
      REDIS_URL: testEnv().redisUrl,
      KEY_PREFIX: prefix,
      RPC_CLAIM_IDLE_MS: 5000,
      HEALTH_PORT: 0,
      HEALTH_HOST: '127.0.0.1',
      LUMINA_ROLE: role,
    });
    apps.push(app);
    const { port } = app.getHttpServer().address() as AddressInfo;
    return { healthUrl: `http://127.0.0.1:${port}/health/live` };
  }

  async function connect(prefix: string): Promise<{ rpc: RpcClient; queue: Queue; events: QueueEvents }> {
    const { redisUrl } = testEnv();
    const client = new RedisStreamsClient({ url: redisUrl, prefix, requestTimeoutMs: 5000 });
    await client.connect();
    const connection = redisOptions({ url: redisUrl });
    const queue = new Queue(QUEUE, { connection, prefix: `${prefix}:bull` });
    const events = new QueueEvents(QUEUE, { connection, prefix: `${prefix}:bull` });
    await events.waitUntilReady();
    closers.push(
      () => client.close(),
      () => events.close(),
      async () => {
        await queue.obliterate({ force: true });
        await queue.close();
      },
    );
    return { rpc: new RpcClient(client), queue, events };
  }

  it('api answers requests and leaves queued jobs to a worker process, which runs them', async () => {
    const prefix = suitePrefix('role-api');
    const { rpc, queue, events } = await connect(prefix);
    const api = await start('api', prefix);

    const job = await queue.add('probe', {});
    await expect(rpc.send(healthPattern('catalog'), {})).resolves.toEqual<ServiceHealthReply>({
      service: 'catalog',
      status: 'up',
    });
    expect(await queue.getWorkersCount()).toBe(0);
    expect(await job.getState()).toBe('waiting');
    expect((await fetch(api.healthUrl)).status).toBe(200);

    await start('worker', prefix);
    await expect(job.waitUntilFinished(events, 15_000)).resolves.toBe('worker');
    expect(await queue.getWorkersCount()).toBe(1);
  });

  it('worker runs jobs, does not answer requests, and still serves its health endpoint', async () => {
    const prefix = suitePrefix('role-worker');
    const { rpc, queue, events } = await connect(prefix);
    const worker = await start('worker', prefix);

    const job = await queue.add('probe', {});
    await expect(job.waitUntilFinished(events, 15_000)).resolves.toBe('worker');
    // Nobody reads catalog's requests: the call is not answered, and no replica announces itself.
    await expect(rpc.send(healthPattern('catalog'), {}, 1000)).rejects.toMatchObject({
      code: expect.stringMatching(/^RPC\.(TIMEOUT|UNAVAILABLE)$/),
    });
    const redis = new Redis(testEnv().redisUrl);
    closers.push(() => redis.quit());
    expect(await redis.exists(new StreamKeys(prefix).alive('catalog'))).toBe(0);
    expect((await fetch(worker.healthUrl)).status).toBe(200);
  });

  it('all does both in one process', async () => {
    const prefix = suitePrefix('role-all');
    const { rpc, queue, events } = await connect(prefix);
    await start('all', prefix);

    const job = await queue.add('probe', {});
    await expect(job.waitUntilFinished(events, 15_000)).resolves.toBe('all');
    await expect(rpc.send(healthPattern('catalog'), {})).resolves.toMatchObject({ status: 'up' });
  });
});
