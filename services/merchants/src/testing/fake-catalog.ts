import { CatalogPatterns, type ProductUpsertBatchPayload, type ProductRetireStalePayload } from '@lumina/contracts';
import { RedisStreamsServer } from '@lumina/platform';
import { testEnv } from '@lumina/platform/testing';
import { createHash } from 'node:crypto';

/**
 * Stand-in for catalog's bulk write path (built by the ingestwrite work): keeps products by
 * merchant + SKU with a content hash, answers added/updated/unchanged like the real statement,
 * and retires products not seen in a run. Behind the real transport.
 */
export class FakeCatalog {
  readonly products = new Map<string, { hash: string; runId: string; retired: boolean; product: Record<string, unknown> }>();
  batches = 0;

  constructor(private readonly server: RedisStreamsServer) {}

  static async start(prefix: string): Promise<FakeCatalog> {
    const server = new RedisStreamsServer({ url: testEnv().redisUrl, prefix, service: 'catalog' });
    const fake = new FakeCatalog(server);
    server.addHandler(CatalogPatterns.productsUpsertBatch, async (payload: unknown) => fake.upsert(payload as ProductUpsertBatchPayload));
    server.addHandler(CatalogPatterns.productsRetireStale, async (payload: unknown) => fake.retire(payload as ProductRetireStalePayload));
    await new Promise<void>((resolve, reject) => server.listen((error) => (error ? reject(error) : resolve())));
    return fake;
  }

  of(merchantId: string) {
    return [...this.products.entries()].filter(([key, value]) => key.startsWith(`${merchantId}:`) && !value.retired).map(([, value]) => value.product);
  }

  private upsert(batch: ProductUpsertBatchPayload) {
    this.batches += 1;
    let added = 0;
    let updated = 0;
    let unchanged = 0;
    const changedIds: string[] = [];
    for (const product of batch.products) {
      const key = `${batch.merchantId}:${product.sku}`;
      const hash = createHash('sha1').update(batch.mappingVersion).update(JSON.stringify(product)).digest('hex');
      const existing = this.products.get(key);
      if (!existing) added += 1;
      else if (existing.hash !== hash || existing.retired) updated += 1;
      else unchanged += 1;
      if (!existing || existing.hash !== hash) changedIds.push(key);
      this.products.set(key, { hash, runId: batch.runId, retired: false, product: product as Record<string, unknown> });
    }
    return { added, updated, unchanged, changedIds };
  }

  private retire({ merchantId, runId }: ProductRetireStalePayload) {
    let retired = 0;
    for (const [key, value] of this.products)
      if (key.startsWith(`${merchantId}:`) && value.runId !== runId && !value.retired) {
        value.retired = true;
        retired += 1;
      }
    return { retired };
  }

  close(): Promise<void> {
    return this.server.close();
  }
}
