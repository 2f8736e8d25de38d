import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { merchantCreateSchema, merchantUpdateSchema } from '@lumina/contracts';
import type { MerchantRow } from '../merchants/merchant.row';
import { MerchantsRepository } from '../merchants/merchants.repository';
import { MerchantsService } from '../merchants/merchants.service';
import { DEMO_MERCHANT_SEEDS } from './demo-merchants';

export interface DemoSeedOptions {
  enabled: boolean;
  /** Origin the launcher serves demo feeds from; without it the demo merchants have no feed URL. */
  feedOrigin?: string;
}
export const DEMO_SEED_OPTIONS = Symbol('DEMO_SEED_OPTIONS');

/**
 * On a fresh development start (no merchants at all), the six demo merchants. On a later start,
 * the demo merchants whose feed URL is still the seeded one follow the launcher's demo feed server,
 * which listens on a new port at each start (only that host and port are allowed to the fetcher):
 * without it, every demo Sync after a restart was refused.
 */
@Injectable()
export class DemoMerchantsSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoMerchantsSeeder.name);

  constructor(
    private readonly repository: MerchantsRepository,
    private readonly merchants: MerchantsService,
    @Inject(DEMO_SEED_OPTIONS) private readonly options: DemoSeedOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.options.enabled) return;
    const merchants = await this.repository.list();
    if (merchants.length > 0) await this.followDemoFeedServer(merchants);
    else await this.seed();
  }

  private async seed(): Promise<void> {
    for (const seed of DEMO_MERCHANT_SEEDS) {
      try {
        await this.merchants.create(merchantCreateSchema.parse({ ...seed.merchant, feedUrl: this.demoFeedUrl(seed.feedFile) }), seed.id);
      } catch (error) {
        // Two replicas starting together: the other one seeded this merchant first.
        if ((error as { code?: string }).code !== '23505') throw error;
      }
    }
    this.logger.log(`seeded ${DEMO_MERCHANT_SEEDS.length} demo merchants`);
  }

  private async followDemoFeedServer(merchants: readonly MerchantRow[]): Promise<void> {
    const feedUrls = new Map(merchants.map((merchant) => [merchant.id, merchant.feedUrl]));
    let moved = 0;
    for (const seed of DEMO_MERCHANT_SEEDS) {
      const wanted = this.demoFeedUrl(seed.feedFile);
      const current = feedUrls.get(seed.id);
      // An admin's own feed URL for a demo merchant is theirs: only a seeded demo feed URL moves.
      if (!wanted || !current || current === wanted || !isSeededDemoFeed(current, seed.feedFile)) continue;
      await this.merchants.update(seed.id, merchantUpdateSchema.parse({ feedUrl: wanted }));
      moved += 1;
    }
    if (moved > 0) this.logger.log(`${moved} demo merchant(s) now read their feed from ${this.options.feedOrigin}`);
  }

  private demoFeedUrl(feedFile: string): string | null {
    return this.options.feedOrigin ? new URL(`/feeds/${feedFile}`, this.options.feedOrigin).toString() : null;
  }
}

/** A demo feed file served on loopback, as seeding wrote it (whatever the port). */
function isSeededDemoFeed(feedUrl: string, feedFile: string): boolean {
  try {
    const url = new URL(feedUrl);
    return url.hostname === '127.0.0.1' && url.pathname === `/feeds/${feedFile}` && url.search === '';
  } catch {
    return false;
  }
}
