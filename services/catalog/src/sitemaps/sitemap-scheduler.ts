import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { JobQueue } from '@lumina/contracts';
import { traceForJob, type TracedJobData } from '@lumina/platform';
import type { Queue } from 'bullmq';
import { CATALOG_CONFIG, type CatalogConfig } from '../config';

export type SitemapJobData = TracedJobData;

/**
 * Asks for a sitemap build after the catalogue changed (a feed sync's end, an admin edit, a merchant
 * turned off): one build `SITEMAP_REBUILD_DELAY_MS` after the first change; the changes made while
 * it waits share it (BullMQ's throttled deduplication), and one made while it runs asks for the next.
 * A failure to ask is logged, never the writer's error: the next change asks again.
 */
@Injectable()
export class SitemapScheduler {
  private readonly logger = new Logger(SitemapScheduler.name);

  constructor(
    @InjectQueue(JobQueue.Sitemaps) private readonly queue: Queue<SitemapJobData>,
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
  ) {}

  async catalogueChanged(): Promise<void> {
    const delay = this.config.SITEMAP_REBUILD_DELAY_MS;
    try {
      await this.queue.add('build', traceForJob(), delay > 0 ? { delay, deduplication: { id: 'after-change', ttl: delay } } : {});
    } catch (error) {
      this.logger.warn(`could not queue a sitemap build: ${(error as Error).message}`);
    }
  }

  /** A build now, queued once however many replicas ask before it ends (start-up without sitemaps). */
  async buildNow(): Promise<void> {
    await this.queue.add('build', traceForJob(), { deduplication: { id: 'initial' } });
  }
}
