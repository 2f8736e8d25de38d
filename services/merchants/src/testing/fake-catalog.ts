import {
  CatalogPatterns,
  productUpsertBatchPayload,
  type ProductKeepUnchangedPayload,
  type ProductRetireStalePayload,
  type ProductUpsertBatch,
} from '@lumina/contracts';
import { RedisStreamsServer, ZodPayloadPipe } from '@lumina/platform';
import { testEnv } from '@lumina/platform/testing';
import { createHash } from 'node:crypto';

interface FakeProduct {
  hash: string;
  sourceHash: string | null;
  /** The run that last saw the product, and the run and feed position that last wrote it (and whether by adding it). */
  runId: string;
  written: { runId: string; position: number | null; added: boolean };
  retired: boolean;
  product: Record<string, unknown>;
}

/**
 * Stand-in for catalog's bulk write path: keeps products by merchant + SKU with a content hash and
 * the source hash, answers keepUnchanged and added/updated/unchanged like the real statements
 * (per run: a batch the same run sends again counts as that run's write), and retires products not
 * seen in a run. Behind the real transport.
 */
export class FakeCatalog {
  readonly products = new Map<string, FakeProduct>();
  batches = 0;

  constructor(private readonly server: RedisStreamsServer) {}

  static async start(prefix: string): Promise<FakeCatalog> {
    const server = new RedisStreamsServer({ url: testEnv().redisUrl, prefix, service: 'catalog' });
    const fake = new FakeCatalog(server);
    // Validated as catalog's handler does: a refused row comes back as a VALIDATION error naming it.
    const validated = new ZodPayloadPipe(productUpsertBatchPayload);
    server.addHandler(CatalogPatterns.productsUpsertBatch, async (payload: unknown) => fake.upsert(validated.transform(payload)));
    server.addHandler(CatalogPatterns.productsKeepUnchanged, async (payload: unknown) => fake.keepUnchanged(payload as ProductKeepUnchangedPayload));
    server.addHandler(CatalogPatterns.productsRetireStale, async (payload: unknown) => fake.retire(payload as ProductRetireStalePayload));
    await new Promise<void>((resolve, reject) => server.listen((error) => (error ? reject(error) : resolve())));
    return fake;
  }

  of(merchantId: string) {
    return [...this.products.entries()].filter(([key, value]) => key.startsWith(`${merchantId}:`) && !value.retired).map(([, value]) => value.product);
  }

  private upsert(batch: ProductUpsertBatch) {
    this.batches += 1;
    let added = 0;
    let updated = 0;
    let unchanged = 0;
    const changedIds: string[] = [];
    for (const [index, product] of batch.products.entries()) {
      const key = `${batch.merchantId}:${product.sku}`;
      const hash = createHash('sha1').update(batch.mappingVersion).update(JSON.stringify(product)).digest('hex');
      const existing = this.products.get(key);
      const position = batch.positions?.[index] ?? null;
      let written = existing?.written ?? { runId: batch.runId, position, added: true };
      if (!existing) added += 1;
      else if (existing.hash !== hash || existing.retired) {
        updated += 1;
        written = { runId: batch.runId, position, added: false };
      } else if (position !== null && existing.written.runId === batch.runId && existing.written.position === position) {
        if (existing.written.added) added += 1;
        else updated += 1;
      } else unchanged += 1;
      if (!existing || existing.hash !== hash) changedIds.push(key);
      const sourceHash = product.sourceHash ?? null;
      this.products.set(key, { hash, sourceHash, runId: batch.runId, written, retired: false, product: product as Record<string, unknown> });
    }
    return { added, updated, unchanged, changedIds };
  }

  private keepUnchanged({ merchantId, runId, rows }: ProductKeepUnchangedPayload) {
    const reply = { unchanged: [] as string[], added: [] as string[], updated: [] as string[] };
    for (const { sku, sourceHash, position } of rows) {
      const existing = this.products.get(`${merchantId}:${sku}`);
      if (!existing || existing.retired || existing.sourceHash !== sourceHash) continue;
      existing.runId = runId;
      if (existing.written.runId !== runId || existing.written.position !== position) reply.unchanged.push(sku);
      else if (existing.written.added) reply.added.push(sku);
      else reply.updated.push(sku);
    }
    return reply;
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
