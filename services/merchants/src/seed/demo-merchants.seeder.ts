import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { merchantCreateSchema } from '@lumina/contracts';
import { MerchantsRepository } from '../merchants/merchants.repository';
import { MerchantsService } from '../merchants/merchants.service';
import { DEMO_MERCHANT_SEEDS } from './demo-merchants';

export interface DemoSeedOptions {
  enabled: boolean;
  /** Origin the launcher serves demo feeds from; without it the demo merchants have no feed URL. */
  feedOrigin?: string;
}
export const DEMO_SEED_OPTIONS = Symbol('DEMO_SEED_OPTIONS');

/** On a fresh development start (no merchants at all), the six demo merchants. */
@Injectable()
export class DemoMerchantsSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoMerchantsSeeder.name);

  constructor(
    private readonly repository: MerchantsRepository,
    private readonly merchants: MerchantsService,
    @Inject(DEMO_SEED_OPTIONS) private readonly options: DemoSeedOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.options.enabled || (await this.repository.count()) > 0) return;
    for (const seed of DEMO_MERCHANT_SEEDS) {
      const feedUrl = this.options.feedOrigin ? new URL(`/feeds/${seed.feedFile}`, this.options.feedOrigin).toString() : null;
      try {
        await this.merchants.create(merchantCreateSchema.parse({ ...seed.merchant, feedUrl }), seed.id);
      } catch (error) {
        // Two replicas starting together: the other one seeded this merchant first.
        if ((error as { code?: string }).code !== '23505') throw error;
      }
    }
    this.logger.log(`seeded ${DEMO_MERCHANT_SEEDS.length} demo merchants`);
  }
}
