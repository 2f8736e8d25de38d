import { randomUUID } from 'node:crypto';
import {
  CatalogAdminPatterns,
  CatalogPatterns,
  type ProductSnapshotDto,
  type ProductWriteInput,
} from '@lumina/contracts';
import type { RpcClient } from '@lumina/platform';
import { startServiceOnOwnDatabase, type ServiceOnOwnDatabase } from '@lumina/platform/testing';

export interface ProductChanges {
  title?: string;
  slug?: string;
  sku?: string;
  priceMinor?: number;
  isInStock?: boolean;
}

/**
 * The real catalog service for the cart's suites, in a process of its own on a seeded database of
 * the suite's own: products are added and changed through catalog's own write path (a merchant
 * batch, as ingest does), and the cart reads them with `catalog.products.snapshots` as in production.
 */
export class CatalogForCart {
  private readonly merchantId = randomUUID();
  private readonly written = new Map<string, ProductWriteInput>();
  private rpc?: RpcClient;

  private constructor(private readonly catalog: ServiceOnOwnDatabase) {}

  static async start(keyPrefix: string): Promise<CatalogForCart> {
    // SEED_DEMO: the product types and brands a product belongs to.
    return new CatalogForCart(await startServiceOnOwnDatabase('catalog', keyPrefix, { SEED_DEMO: 'true' }));
  }

  /** The client to reach catalog with (the cart harness's, on the same prefix). */
  useClient(rpc: RpcClient): void {
    this.rpc = rpc;
  }

  /** Adds a product and answers it as the cart will see it. */
  async add(changes: ProductChanges = {}): Promise<ProductSnapshotDto> {
    const sku = changes.sku ?? `SKU-${randomUUID().slice(0, 8).toUpperCase()}`;
    const product: ProductWriteInput = {
      sku,
      title: changes.title ?? `Lamp ${sku.slice(4)}`,
      slug: changes.slug,
      categorySlug: 'pendant-lights',
      priceMinor: changes.priceMinor ?? 4990,
      currency: 'EUR',
      isInStock: changes.isInStock ?? true,
      images: [{ url: `/images/${sku.toLowerCase()}.jpg` }],
    };
    const [id] = await this.write(product);
    this.written.set(id, product);
    return this.snapshot(id);
  }

  /** Changes a product's price, title or stock as a merchant's next feed would. */
  async update(id: string, changes: ProductChanges): Promise<void> {
    const product = this.written.get(id);
    if (!product) throw new Error(`no product ${id} added by this suite`);
    const next = { ...product, ...changes };
    await this.write(next);
    this.written.set(id, next);
  }

  /** Takes a product out of the shop (an admin's removal). */
  async remove(id: string): Promise<void> {
    await this.client().send(CatalogAdminPatterns.remove, { id });
  }

  /** Kills the process, as a crash would (the catalogue becomes unreachable); its database stays until close. */
  stop(): Promise<void> {
    return this.catalog.process.stop('SIGKILL');
  }

  close(): Promise<void> {
    return this.catalog.close();
  }

  private async write(product: ProductWriteInput): Promise<string[]> {
    const reply = await this.client().send(CatalogPatterns.productsUpsertBatch, {
      merchantId: this.merchantId,
      merchantName: 'Cart Suite Lights',
      mappingVersion: '1',
      runId: randomUUID(),
      products: [product],
    });
    return reply.changedIds;
  }

  private async snapshot(id: string): Promise<ProductSnapshotDto> {
    const [found] = await this.client().send(CatalogPatterns.productSnapshots, { ids: [id] });
    if (!found) throw new Error(`catalog does not answer product ${id}`);
    return found;
  }

  private client(): RpcClient {
    if (!this.rpc) throw new Error('CatalogForCart.useClient first');
    return this.rpc;
  }
}
