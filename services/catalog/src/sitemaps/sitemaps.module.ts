import { Global, Module, type DynamicModule } from '@nestjs/common';
import { JobQueue } from '@lumina/contracts';
import { JobsModule, jobProcessors, type ProcessRole, type RedisEndpoint } from '@lumina/platform';
import { SitemapScheduler } from './sitemap-scheduler';
import { SitemapsBootstrap } from './sitemaps.bootstrap';
import { SitemapsHandlers } from './sitemaps.handlers';
import { SitemapsProcessor } from './sitemaps.processor';

/**
 * Sitemaps (issue 28, ARCHITECTURE §18): built by the `sitemaps` worker into PostgreSQL, served
 * part by part to the BFF (`catalog.sitemaps.part`). Global so that every write path can inject
 * SitemapScheduler; the worker runs only in a process whose role runs workers.
 */
@Global()
@Module({})
export class SitemapsModule {
  static forRoot(options: { redis: RedisEndpoint; role: ProcessRole }): DynamicModule {
    return {
      module: SitemapsModule,
      imports: [JobsModule.registerQueues(options.redis, JobQueue.Sitemaps)],
      controllers: [SitemapsHandlers],
      providers: [SitemapScheduler, SitemapsBootstrap, ...jobProcessors(options.role, SitemapsProcessor)],
      exports: [SitemapScheduler],
    };
  }
}
