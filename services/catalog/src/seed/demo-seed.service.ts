import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CategoryEntity } from '../categories/category.entity';
import { DEMO_CATEGORIES } from './demo-categories';

export const SEED_DEMO = Symbol('SEED_DEMO');

/**
 * Seeds the demo catalogue at start when asked. Idempotent (inserts skip existing slugs), so
 * replicas starting together or a restart never duplicate rows.
 */
@Injectable()
export class DemoSeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoSeedService.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(SEED_DEMO) private readonly enabled: boolean,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.enabled) await this.seed();
  }

  async seed(): Promise<void> {
    const result = await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(CategoryEntity)
      .values(DEMO_CATEGORIES)
      .orIgnore()
      .execute();
    const inserted = result.identifiers.filter(Boolean).length;
    if (inserted > 0) this.logger.log(`seeded ${inserted} categories`);
  }
}
