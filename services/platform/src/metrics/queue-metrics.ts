import type { Queue } from 'bullmq';
import { Gauge } from 'prom-client';
import { CachedRead, registeredOnce, withinMs } from './metrics';

export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

type QueueCounts = { queue: string; counts: Record<string, number> }[];

const CACHE_MS = 2000;
const READ_TIMEOUT_MS = 2000;

const watched = new Set<Queue>();
const reading = new CachedRead(readAll, CACHE_MS);

/** Reports the jobs of `queues` per state at scrape time (lumina_queue_jobs) until the returned function is called. */
export function watchQueues(queues: readonly Queue[]): () => void {
  registeredOnce('lumina_queue_jobs', () => new Gauge({
    name: 'lumina_queue_jobs',
    help: 'BullMQ jobs per queue and state (completed and failed are bounded by the queues\' retention)',
    labelNames: ['queue', 'state'],
    async collect() {
      const queueCounts = await reading.get();
      this.reset();
      for (const { queue, counts } of queueCounts) {
        for (const state of QUEUE_STATES) this.set({ queue, state }, counts[state] ?? 0);
      }
    },
  }));
  for (const queue of queues) watched.add(queue);
  reading.invalidate();
  return () => {
    for (const queue of queues) watched.delete(queue);
    reading.invalidate();
  };
}

/** One MULTI per queue; a queue whose Redis does not answer in time is left out of this scrape. */
async function readAll(): Promise<QueueCounts> {
  const byName = new Map([...watched].map((queue) => [queue.name, queue]));
  const results = await Promise.all(
    [...byName.values()].map((queue) =>
      withinMs(queue.getJobCounts(...QUEUE_STATES).then((counts) => ({ queue: queue.name, counts })), READ_TIMEOUT_MS, null),
    ),
  );
  return results.filter((result) => result !== null);
}
