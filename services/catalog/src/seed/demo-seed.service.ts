import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { productWriteSchema } from '@lumina/contracts';
import { DataSource, type QueryRunner } from 'typeorm';
import { PriceRollupService } from '../price-history/price-rollup.service';
import { ProductBatchWriter } from '../products/write/product-batch.writer';
import { SearchIndexer } from '../search/indexing/search-indexer';
import { buildDemoCatalogue, type DemoCatalogue } from './demo-catalogue';
import { DemoCatalogueWriter } from './demo-catalogue.writer';
import { DEMO_MERCHANTS } from './demo-merchants';
import { demoShipping } from './demo-offers';
import { writeDemoPriceHistory } from './demo-price-history';

export const SEED_DEMO = Symbol('SEED_DEMO');

/** Replicas starting together seed one at a time; the later ones find the catalogue filled. */
const SEED_LOCK = 'lumina:seed:catalog';
/** The demo catalogue's "run" and "mapping" for the product writer (its sightings and hashes). */
const DEMO_RUN_ID = 'demo-seed';
const DEMO_MAPPING_VERSION = 'demo-catalogue-1';

/**
 * Seeds the demo catalogue at start when asked: categories always (idempotent), products with
 * their brands, badges and collections when there are no products yet, guides when there are no
 * guides. One transaction under an advisory lock, so a crash leaves nothing half-seeded.
 *
 * It runs at module init, before any application-bootstrap hook: SearchIndexBootstrap then finds
 * the catalogue already there. (Seeding at bootstrap raced it: an index built from the empty
 * catalogue was swapped in, then filled batch by batch, and category pages listed nothing or part
 * of the category for seconds after a fresh start.)
 */
@Injectable()
export class DemoSeedService implements OnModuleInit {
  private readonly logger = new Logger(DemoSeedService.name);

  constructor(
    private readonly dataSource: DataSource,
    @Inject(SEED_DEMO) private readonly enabled: boolean,
    private readonly searchIndexer: SearchIndexer,
    private readonly productWriter: ProductBatchWriter,
    private readonly priceRollup: PriceRollupService,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.enabled) await this.seed();
  }

  async seed(): Promise<void> {
    const started = performance.now();
    const seeded = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [SEED_LOCK]);
      const writer = new DemoCatalogueWriter(manager);
      const [needsProducts, needsGuides] = [await writer.isEmpty('products'), await writer.isEmpty('guides')];
      if (!needsProducts && !needsGuides) return undefined;
      const catalogue = buildDemoCatalogue();
      if (needsProducts) {
        // Brands and badges first, so they keep their fixed ids and colours; the product writer
        // then finds them by slug and name as it would for a feed.
        await writer.brands(catalogue.brands);
        await writer.badges(catalogue.badges);
        await this.writeProducts(manager.queryRunner as QueryRunner, catalogue.products);
        // The other shops' rows after every product they match exists: each joins its product.
        await this.writeProducts(manager.queryRunner as QueryRunner, catalogue.offers);
        await writeDemoPriceHistory(manager, DEMO_RUN_ID, new Date());
        // The chart's days and the reductions the prior-price rule allows, committed with the products.
        await this.priceRollup.run(new Date(), manager);
        await writer.placement(catalogue.products);
        await writer.collections(catalogue.collections);
      }
      if (needsGuides) await writer.guides(catalogue.guides);
      return {
        products: needsProducts ? catalogue.products.length : 0,
        brands: needsProducts ? catalogue.brands.length : 0,
        collections: needsProducts ? catalogue.collections.length : 0,
        guides: needsGuides ? catalogue.guides.length : 0,
      };
    });
    if (seeded) {
      const ms = Math.round(performance.now() - started);
      this.logger.log(
        `seeded the demo catalogue in ${ms} ms: ${seeded.products} products, ${seeded.brands} brands, ${seeded.collections} collections, ${seeded.guides} guides`,
      );
      // After the commit, so the rebuild reads the rows. A bulk load is what the rebuild is for: the
      // index is filled aside and swapped in whole, never seen half-filled.
      if (seeded.products > 0) await this.searchIndexer.enqueueRebuild();
    }
  }

  /**
   * The demo products through the same validation and the same bulk writer as any merchant feed:
   * one batch per demo merchant (a batch is one merchant's), all in the seed's transaction.
   */
  private async writeProducts(runner: QueryRunner, products: DemoCatalogue['products']): Promise<void> {
    const byMerchant = new Map<string, DemoCatalogue['products']>();
    for (const product of products) {
      const rows = byMerchant.get(product.merchantId) ?? [];
      rows.push(product);
      byMerchant.set(product.merchantId, rows);
    }
    for (const [merchantId, rows] of byMerchant) {
      const merchant = DEMO_MERCHANTS.find((m) => m.id === merchantId);
      const result = await this.productWriter.write(runner, {
        merchantId,
        merchantName: rows[0]?.merchantName ?? null,
        mappingVersion: DEMO_MAPPING_VERSION,
        runId: DEMO_RUN_ID,
        source: 'seed',
        defaultShippingMinor: merchant ? demoShipping(merchant) : undefined,
        products: rows.map((row) => productWriteSchema.parse(row)),
      });
      if (result.added !== rows.length)
        throw new Error(
          `demo seed: ${result.added} of ${rows.length} products of merchant ${merchantId} added`,
        );
    }
  }
}
