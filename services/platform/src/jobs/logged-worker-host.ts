import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import { Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import type { Job, Worker } from 'bullmq';
import { RequestContext } from '../context/request-context';

/** What every job's data carries besides its own fields: the request that caused it. */
export interface TracedJobData {
  requestId?: string;
  /** The admin whose request queued the job (`<id> <email>`), when one did. */
  actor?: string;
}

/** requestId and actor of the running request, for a producer to spread into its job data. */
export function traceForJob(): TracedJobData {
  const actor = RequestContext.actorField();
  return { requestId: RequestContext.requestId(), ...(actor ? { actor } : {}) };
}

/**
 * Base for processors: runs each job inside its request's context and logs
 * `job <id> [<queue>] attempt n/m` at start, completion and failure.
 */
export abstract class LoggedWorkerHost<Data extends TracedJobData = TracedJobData, Result = unknown>
  extends WorkerHost
  implements BeforeApplicationShutdown
{
  protected readonly logger = new Logger(this.constructor.name);

  protected abstract handle(job: Job<Data, Result>): Promise<Result>;

  async process(job: Job<Data, Result>): Promise<Result> {
    const requestId = job.data.requestId ?? RequestContext.newRequestId();
    return RequestContext.run({ requestId, actor: RequestContext.actorFromField(job.data.actor) }, async () => {
      this.logger.log(`${this.describe(job)} started`);
      return this.handle(job);
    });
  }

  /**
   * Stops taking jobs and lets the running one finish while the database and Redis are still open.
   * @nestjs/bullmq closes workers at application shutdown, the phase in which TypeORM closes its
   * connections too, so a job could lose its connection halfway and fail for nothing.
   */
  async beforeApplicationShutdown(): Promise<void> {
    let worker: Worker;
    try {
      worker = this.worker;
    } catch {
      return; // start-up failed before the worker existed
    }
    await worker.close();
  }

  @OnWorkerEvent('completed')
  onCompleted(job: Job<Data, Result>): void {
    this.logger.log(`${this.describe(job)} completed`);
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job<Data, Result> | undefined, error: Error): void {
    if (!job) return;
    this.logger.warn(`${this.describe(job)} failed: ${error.message}`);
  }

  // attemptsStarted counts the attempt when it starts; attemptsMade only once it has ended, so it
  // would number a completion or failure as the next attempt.
  private describe(job: Job<Data, Result>): string {
    return `job ${job.id} [${job.queueName}] attempt ${job.attemptsStarted}/${job.opts.attempts ?? 1}`;
  }
}
