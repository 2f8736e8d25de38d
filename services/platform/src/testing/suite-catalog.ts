import { randomUUID } from 'node:crypto';
import {
  CatalogAdminPatterns,
  CatalogPatterns,
  type ProductSnapshotDto,
  type ProductWriteInput,
} from '@lumina/contracts';
import type { RpcClient } from '../rpc/rpc-client';
import { startServiceOnOwnDatabase, type ServiceOnOwnDatabase } from './service-process';

/** What a suite says of a product it adds or changes; the rest is a plain pendant in stock. */
export interface SuiteProduct {
  title?: string;
  slug?: string;
  sku?: string;
  priceMinor?: number;
  isInStock?: boolean;
}

export interface SuiteCatalogOptions {
  /** The client to reach catalog with (a harness's or the BFF's, on the suite's prefix), asked for at each call. */
  client: () => RpcClient;
  /** The merchant the suite's products come from, as a feed's would. */
  merchantName: string;
  /** Default price of an added product, in minor units. */
  priceMinor?: number;
}

/**
 * The real catalog service for suites of the services that read it (cart, orders, the BFF), in a
 * process of its own on a database of its own seeded with the demo categories and brands.
 * Products get in the way a merchant's feed puts them there: a batch through catalog's own write
 * path (`catalog.products.upsertBatch`); an added product is answered as the cart sees it. Listings
 * and search show it a few seconds later: a merchant batch's indexing waits for the batches after it.
 */
export class SuiteCatalog {
  /** The merchant the suite's products belong to. */
  readonly merchantId = randomUUID();
  private readonly written = new Map<string, ProductWriteInput>();

  private constructor(
    /** The process and its database (catalog's tables are in its `catalog` schema: `catalog.products`). */
    readonly service: ServiceOnOwnDatabase,
    private readonly options: SuiteCatalogOptions,
  ) {}

  /** `env` adds to the process's environment (e.g. a Redis reached through Sentinel). */
  static async start(
    keyPrefix: string,
    options: SuiteCatalogOptions,
    env: Record<string, string> = {},
  ): Promise<SuiteCatalog> {
    // SEED_DEMO: the product types and brands a product belongs to.
    return new SuiteCatalog(
      await startServiceOnOwnDatabase('catalog', keyPrefix, { ...env, SEED_DEMO: 'true' }),
      options,
    );
  }

  async add(product: SuiteProduct = {}): Promise<ProductSnapshotDto> {
    const sku = product.sku ?? `SKU-${randomUUID().slice(0, 8).toUpperCase()}`;
    const written: ProductWriteInput = {
      sku,
      title: product.title ?? `Lamp ${sku}`,
      slug: product.slug,
      categorySlug: 'pendant-lights',
      priceMinor: product.priceMinor ?? this.options.priceMinor ?? 4990,
      currency: 'EUR',
      isInStock: product.isInStock ?? true,
      images: [{ url: `/images/${sku.toLowerCase()}.jpg` }],
    };
    const [id] = await this.write(written);
    if (!id) throw new Error(`catalog wrote no product for ${sku}`);
    this.written.set(id, written);
    const [found] = await this.options.client().send(CatalogPatterns.productSnapshots, { ids: [id] });
    if (!found) throw new Error(`catalog does not answer the product ${sku} it just wrote`);
    return found;
  }

  /** Changes a product the suite added (its price, title or stock), as the merchant's next feed would. */
  async update(id: string, changes: SuiteProduct): Promise<void> {
    const product = this.written.get(id);
    if (!product) throw new Error(`no product ${id} was added by this suite`);
    const next = { ...product, ...changes };
    await this.write(next);
    this.written.set(id, next);
  }

  /** Takes a product out of the shop, as an admin's removal does. */
  async remove(id: string): Promise<void> {
    await this.options.client().send(CatalogAdminPatterns.remove, { id });
  }

  /**
   * Stops the process: SIGTERM drains as a deploy does, SIGKILL is a crash. The catalogue is
   * unreachable after either; its database stays until close.
   */
  stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
    return this.service.process.stop(signal);
  }

  close(): Promise<void> {
    return this.service.close();
  }

  private async write(product: ProductWriteInput): Promise<string[]> {
    const { changedIds } = await this.options.client().send(CatalogPatterns.productsUpsertBatch, {
      merchantId: this.merchantId,
      merchantName: this.options.merchantName,
      mappingVersion: '1',
      runId: randomUUID(),
      products: [product],
    });
    return changedIds;
  }
}
