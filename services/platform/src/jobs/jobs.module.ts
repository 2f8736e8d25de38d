import { BullModule, getQueueToken } from '@nestjs/bullmq';
import { DynamicModule, Module, type OnModuleDestroy } from '@nestjs/common';
import type { DefaultJobOptions, Queue } from 'bullmq';
import { watchQueues } from '../metrics/queue-metrics';
import { redisOptions, type RedisEndpoint } from '../redis/redis-endpoint';

/** Retry and retention defaults for every queue, set once (BullMQ "going to production"). */
export const DEFAULT_JOB_OPTIONS: DefaultJobOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 1000 },
  removeOnComplete: { count: 1000, age: 24 * 3600 },
  removeOnFail: { count: 5000, age: 7 * 24 * 3600 },
};

/**
 * The BullMQ key prefix of a Lumina key prefix: a queue's keys are `<this>:<queue>:<type>` (e.g. its
 * wait list `lumina:bull:ingest:wait`). Producers, workers, the admin board and the KEDA triggers in
 * infra/k8s all use this one function, so they agree on where a queue lives.
 */
export function bullPrefix(keyPrefix: string): string {
  return `${keyPrefix}:bull`;
}

export interface JobsOptions {
  redis: RedisEndpoint;
  prefix: string;
}

/** The queues a process produces to are the ones it reports on /metrics (lumina_queue_jobs). */
@Module({})
class JobQueuesModule {}

class QueueMetricsWatch implements OnModuleDestroy {
  constructor(private readonly unwatch: () => void) {}

  onModuleDestroy(): void {
    this.unwatch();
  }
}

@Module({})
export class JobsModule {
  static forRoot(options: JobsOptions): DynamicModule {
    return {
      module: JobsModule,
      imports: [
        BullModule.forRoot({
          // Workers block on Redis and must retry forever rather than crash on a slow reply.
          connection: redisOptions(options.redis, { maxRetriesPerRequest: null }),
          prefix: bullPrefix(options.prefix),
          defaultJobOptions: DEFAULT_JOB_OPTIONS,
        }),
      ],
      exports: [BullModule],
    };
  }

  /**
   * Registers queues for producing. Producers fail fast when Redis is away instead of queueing
   * commands in memory, so a caller learns at once that its job was not stored.
   */
  static registerQueues(redis: RedisEndpoint, ...names: string[]): DynamicModule {
    const queues = BullModule.registerQueue(
      ...names.map((name) => ({
        name,
        connection: redisOptions(redis, { enableOfflineQueue: false }),
      })),
    );
    return {
      module: JobQueuesModule,
      imports: [queues],
      providers: [
        {
          provide: `lumina:queue-metrics:${names.join(',')}`,
          useFactory: (...registered: Queue[]) => new QueueMetricsWatch(watchQueues(registered)),
          inject: names.map((name) => getQueueToken(name)),
        },
      ],
      exports: [queues],
    };
  }
}

