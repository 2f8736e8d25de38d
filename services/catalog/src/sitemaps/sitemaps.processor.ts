import { Processor } from '@nestjs/bullmq';
import { Inject } from '@nestjs/common';
import { JobQueue } from '@lumina/contracts';
import { LoggedWorkerHost } from '@lumina/platform';
import { DataSource } from 'typeorm';
import { CATALOG_CONFIG, type CatalogConfig } from '../config';
import { SitemapBuilder, type SitemapBuildReport } from './sitemap-builder';
import type { SitemapJobData } from './sitemap-scheduler';

/** The `sitemaps` worker: one build at a time per replica; a failed build is retried by BullMQ. */
@Processor(JobQueue.Sitemaps, { concurrency: 1 })
export class SitemapsProcessor extends LoggedWorkerHost<SitemapJobData, SitemapBuildReport> {
  private readonly builder: SitemapBuilder;

  constructor(db: DataSource, @Inject(CATALOG_CONFIG) config: CatalogConfig) {
    super();
    this.builder = new SitemapBuilder(db, { origin: config.PUBLIC_ORIGIN });
  }

  protected async handle(): Promise<SitemapBuildReport> {
    const report = await this.builder.build();
    this.logger.log(`sitemaps built: ${report.urls} addresses in ${report.files} files, ${Math.round(report.ms)} ms`);
    return report;
  }
}
