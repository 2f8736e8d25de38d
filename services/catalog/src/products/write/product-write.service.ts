import { Injectable, Logger } from '@nestjs/common';
import type {
  ProductKeepUnchangedPayload,
  ProductKeepUnchangedReply,
  ProductRetireStaleReply,
  ProductUpsertBatch,
  ProductUpsertBatchReply,
} from '@lumina/contracts';
import { applyOnce } from '@lumina/platform';
import { DataSource, QueryFailedError, type QueryRunner } from 'typeorm';
import { CatalogOutbox } from '../../events/catalog-outbox';
import { SearchIndexer } from '../../search/indexing/search-indexer';
import { SitemapScheduler } from '../../sitemaps/sitemap-scheduler';
import { ProductsService } from '../products.service';
import { ProductBatchWriter } from './product-batch.writer';

/**
 * Errors a second attempt settles: two batches inserting the same new slug at once (the second
 * then sees it taken and uses its suffix), a deadlock, a serialization failure.
 */
const RETRYABLE = new Set(['23505', '40P01', '40001']);
const ATTEMPTS = 3;

function isRetryable(error: unknown): boolean {
  const code = error instanceof QueryFailedError ? (error.driverError as { code?: string }).code : undefined;
  return code !== undefined && RETRYABLE.has(code);
}

/**
 * Ingest's entry to the catalogue: each call is one transaction on one held connection; after it
 * commits, only the changed products go to the search index and cached pages are dropped.
 */
@Injectable()
export class ProductWriteService {
  private readonly logger = new Logger(ProductWriteService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly writer: ProductBatchWriter,
    private readonly searchIndexer: SearchIndexer,
    private readonly products: ProductsService,
    private readonly outbox: CatalogOutbox,
    private readonly sitemaps: SitemapScheduler,
  ) {}

  async upsertBatch(batch: ProductUpsertBatch): Promise<ProductUpsertBatchReply> {
    // Once per delivered request: a redelivered batch answers the first delivery's counts, so a
    // replica dying between commit and reply does not turn 'added' into 'unchanged' on the log.
    const result = await this.inTransaction(
      (runner) =>
        applyOnce(runner.manager, 'catalog.products-upsert', () =>
          this.writer.write(runner, { ...batch, merchantName: batch.merchantName ?? null }),
        ),
      { keyedLookups: true },
    );
    this.outbox.flushSoon();
    const { merges, ...reply } = result;
    if (reply.changedIds.length > 0 || merges.length > 0) {
      await this.searchIndexer.enqueue([...reply.changedIds, ...merges.map((merge) => merge.fromProductId)], { bulk: true });
      this.products.forgetCachedReads();
      await this.sitemaps.catalogueChanged();
    }
    return reply;
  }

  async keepUnchanged(payload: ProductKeepUnchangedPayload): Promise<ProductKeepUnchangedReply> {
    const { writtenIds, ...reply } = await this.inTransaction(
      (runner) => this.writer.keepUnchanged(runner, payload.merchantId, payload.runId, payload.rows),
      { keyedLookups: true },
    );
    // Written by this run before (a slice sent again after a restart): its indexing may not have happened.
    if (writtenIds.length > 0) await this.searchIndexer.enqueue(writtenIds);
    return reply;
  }

  anyForMerchant(merchantId: string): Promise<boolean> {
    return this.writer.anyKeepable(this.dataSource, merchantId);
  }

  async retireStale(merchantId: string, runId: string): Promise<ProductRetireStaleReply> {
    const ids = await this.inTransaction((runner) =>
      applyOnce(runner.manager, 'catalog.products-retire-stale', () => this.writer.retireStale(runner, merchantId, runId)),
    );
    this.outbox.flushSoon();
    // The sync's writes are over (retireStale ends a completed run): its products may be indexed.
    await this.searchIndexer.endBulkWrite();
    if (ids.length > 0) {
      await this.searchIndexer.enqueue(ids);
      this.products.forgetCachedReads();
      await this.sitemaps.catalogueChanged();
    }
    this.logger.log(`retired ${ids.length} products of merchant ${merchantId} not seen in run ${runId}`);
    return { retired: ids.length };
  }

  /**
   * `keyedLookups`: every statement of the work reads by key from its batch. Right after a bulk load
   * the planner's statistics lag (before autoanalyze runs, or never where it is off) and it chose
   * whole-table scans of the child tables (images and listings, then) per batch: 149M rows read for
   * 100,000 products. Sequential scans are then ruled out, and JIT with them: the penalty cost they
   * carry made each small statement pass the JIT threshold (~0.8 s of compiling per probe).
   */
  private async inTransaction<T>(
    work: (runner: QueryRunner) => Promise<T>,
    { keyedLookups = false }: { keyedLookups?: boolean } = {},
  ): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const runner = this.dataSource.createQueryRunner();
      try {
        await runner.connect();
        await runner.startTransaction();
        if (keyedLookups) await runner.query('SET LOCAL enable_seqscan = off; SET LOCAL jit = off');
        const result = await work(runner);
        await runner.commitTransaction();
        return result;
      } catch (error) {
        if (runner.isTransactionActive) await runner.rollbackTransaction();
        if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
        this.logger.warn(`product write attempt ${attempt} failed (${(error as Error).message}); retrying`);
      } finally {
        await runner.release();
      }
    }
  }
}
