import { getQueueToken, Processor } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import type { Job, Queue } from 'bullmq';
import { QueueEvents } from 'bullmq';
import { RequestContext } from '../context/request-context';
import { eventually } from '../testing/eventually';
import { scrapedSample } from '../testing/scrape';
import { testEnv } from '../testing/test-env';
import { JobsModule, bullPrefix } from './jobs.module';
import { LoggedWorkerHost, type TracedJobData } from './logged-worker-host';
import { redisOptions } from '../redis/redis-endpoint';

const QUEUE = 'jobs-probe';

interface ProbeData extends TracedJobData {
  failTimes: number;
}

const seen: { requestId: string | undefined; attempt: number }[] = [];

@Processor(QUEUE)
class ProbeProcessor extends LoggedWorkerHost<ProbeData, string> {
  protected async handle(job: Job<ProbeData, string>): Promise<string> {
    seen.push({ requestId: RequestContext.requestId(), attempt: job.attemptsMade + 1 });
    if (job.attemptsMade < job.data.failTimes) throw new Error('transient failure');
    return 'done';
  }
}

describe('JobsModule', () => {
  let moduleRef: TestingModule;
  let queue: Queue;
  let events: QueueEvents;
  const prefix = `${testEnv().keyPrefix}-jobs`;

  beforeAll(async () => {
    const redis = { url: testEnv().redisUrl };
    moduleRef = await Test.createTestingModule({
      imports: [JobsModule.forRoot({ redis, prefix }), JobsModule.registerQueues(redis, QUEUE)],
      providers: [ProbeProcessor],
    }).compile();
    moduleRef.useLogger(false);
    await moduleRef.init();
    queue = moduleRef.get<Queue>(getQueueToken(QUEUE));
    events = new QueueEvents(QUEUE, { connection: redisOptions(redis), prefix: bullPrefix(prefix) });
    await events.waitUntilReady();
  });

  afterAll(async () => {
    await queue.obliterate({ force: true });
    await events.close();
    await moduleRef.close();
  });

  it('retries a failing job with the shared defaults and carries the request id into every attempt', async () => {
    seen.length = 0;
    const job = await queue.add(
      'probe',
      { failTimes: 2, requestId: 'req-from-bff-1' },
      { backoff: { type: 'fixed', delay: 10 } },
    );
    await expect(job.waitUntilFinished(events, 15_000)).resolves.toBe('done');
    expect(seen).toEqual([
      { requestId: 'req-from-bff-1', attempt: 1 },
      { requestId: 'req-from-bff-1', attempt: 2 },
      { requestId: 'req-from-bff-1', attempt: 3 },
    ]);
  });

  it('logs each attempt with its own number when it starts and when it ends', async () => {
    const messages: string[] = [];
    const record = (message: unknown) => {
      if (typeof message === 'string') messages.push(message);
    };
    const log = jest.spyOn(Logger.prototype, 'log').mockImplementation(record);
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(record);
    try {
      const job = await queue.add('probe', { failTimes: 1 }, { backoff: { type: 'fixed', delay: 10 } });
      const ofJob = () =>
        messages
          .filter((message) => message.startsWith(`job ${job.id} [${QUEUE}] `))
          .map((message) => message.slice(`job ${job.id} `.length));
      await job.waitUntilFinished(events, 15_000);
      // The worker's own 'completed' event may come after the queue event waitUntilFinished saw.
      expect(await eventually(ofJob, (lines) => lines.length >= 4, 1000)).toEqual([
        '[jobs-probe] attempt 1/5 started',
        '[jobs-probe] attempt 1/5 failed: transient failure',
        '[jobs-probe] attempt 2/5 started',
        '[jobs-probe] attempt 2/5 completed',
      ]);
    } finally {
      log.mockRestore();
      warn.mockRestore();
    }
  });

  it('gives every job the shared attempts and retention caps', async () => {
    const job = await queue.add('probe', { failTimes: 0 });
    expect(job.opts).toMatchObject({
      attempts: 5,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: { count: 1000 },
      removeOnFail: { count: 5000 },
    });
    await job.waitUntilFinished(events, 15_000);
  });

  it('reports the registered queues on /metrics, each finished job counted as completed', async () => {
    const job = await queue.add('probe', { failTimes: 0 });
    await job.waitUntilFinished(events, 15_000);
    const completed = await queue.getCompletedCount();
    expect(completed).toBeGreaterThan(0);
    expect(await scrapedSample('lumina_queue_jobs', { queue: QUEUE, state: 'completed' })).toBe(completed);
  });
});
