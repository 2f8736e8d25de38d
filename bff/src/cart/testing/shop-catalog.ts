import { randomUUID } from 'node:crypto';
import { CatalogPatterns, type ProductSnapshotDto, type ProductWriteInput } from '@lumina/contracts';
import type { RpcClient } from '@lumina/platform';
import { startServiceOnOwnDatabase, type ServiceOnOwnDatabase } from '@lumina/platform/testing';

export interface ShopProduct {
  title?: string;
  priceMinor?: number;
  isInStock?: boolean;
}

/**
 * The real catalog behind the BFF's shop suites, in a process of its own on a database of its own.
 * Products get in the way a merchant's feed puts them there: a batch through catalog's write path
 * (`catalog.products.upsertBatch`), sent with the BFF's own transport client.
 */
export class ShopCatalog {
  private readonly merchantId = randomUUID();
  private readonly written = new Map<string, ProductWriteInput>();

  private constructor(
    readonly service: ServiceOnOwnDatabase,
    private readonly rpc: () => RpcClient,
  ) {}

  /** `rpc`: the client to write with, asked for once the BFF is up. */
  static async start(keyPrefix: string, rpc: () => RpcClient): Promise<ShopCatalog> {
    // SEED_DEMO: the categories a product belongs to (and the demo products beside the suite's own).
    return new ShopCatalog(await startServiceOnOwnDatabase('catalog', keyPrefix, { SEED_DEMO: 'true' }), rpc);
  }

  /** Adds a product of the suite's own and answers it as the cart will see it. */
  async add(product: ShopProduct = {}): Promise<ProductSnapshotDto> {
    const sku = `BFF-${randomUUID().slice(0, 8).toUpperCase()}`;
    const written: ProductWriteInput = {
      sku,
      title: product.title ?? `Pendant ${sku.slice(4)}`,
      categorySlug: 'pendant-lights',
      priceMinor: product.priceMinor ?? 4990,
      currency: 'EUR',
      isInStock: product.isInStock ?? true,
      images: [{ url: `/images/${sku.toLowerCase()}.jpg` }],
    };
    const [id] = await this.write(written);
    if (!id) throw new Error(`catalog did not write the product ${sku}`);
    this.written.set(id, written);
    const [found] = await this.rpc().send(CatalogPatterns.productSnapshots, { ids: [id] });
    if (!found) throw new Error(`catalog does not answer the product ${sku} it just wrote`);
    return found;
  }

  /** Changes a product added here as the merchant's next feed would (its price, title or stock). */
  async update(id: string, changes: ShopProduct): Promise<void> {
    const product = this.written.get(id);
    if (!product) throw new Error(`no product ${id} was added by this suite`);
    const next = { ...product, ...changes };
    await this.write(next);
    this.written.set(id, next);
  }

  /** Stops the process as a deploy does (a drain): the catalogue is down, its database stays until close. */
  stop(): Promise<void> {
    return this.service.process.stop();
  }

  close(): Promise<void> {
    return this.service.close();
  }

  private async write(product: ProductWriteInput): Promise<string[]> {
    const { changedIds } = await this.rpc().send(CatalogPatterns.productsUpsertBatch, {
      merchantId: this.merchantId,
      merchantName: 'BFF Suite Lights',
      mappingVersion: '1',
      runId: randomUUID(),
      products: [product],
    });
    return changedIds;
  }
}
