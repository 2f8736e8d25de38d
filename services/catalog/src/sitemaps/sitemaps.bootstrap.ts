import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SitemapScheduler } from './sitemap-scheduler';
import { SitemapStore } from './sitemap-store';

/** A start without published sitemaps (a fresh install) builds them at once, in the background. */
@Injectable()
export class SitemapsBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger(SitemapsBootstrap.name);

  constructor(
    private readonly db: DataSource,
    private readonly scheduler: SitemapScheduler,
  ) {}

  onApplicationBootstrap(): void {
    void this.buildIfMissing();
  }

  private async buildIfMissing(): Promise<void> {
    try {
      if (await new SitemapStore(this.db).published()) return;
      await this.scheduler.buildNow();
      this.logger.log('no sitemaps built yet: queued a build');
    } catch (error) {
      this.logger.warn(`could not check the sitemaps (${(error as Error).message}); the next catalogue change builds them`);
    }
  }
}
