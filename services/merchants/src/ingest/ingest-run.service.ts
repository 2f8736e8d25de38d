import { Inject, Injectable, Logger } from '@nestjs/common';
import { CatalogPatterns, PRODUCT_WRITE_TIMEOUT_MS, ProductWriteBatch, type IngestLogDto, type IngestRejectedRow, type ProductUpsertBatchReply, type ProductWriteInput } from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { FeedError } from '../feeds/feed.errors';
import { FeedSource } from '../feeds/feed-source';
import { RowMapper } from '../mapping/row-mapper';
import type { MerchantRow } from '../merchants/merchant.row';
import { FeedAuthCipher } from '../secrets/feed-auth.cipher';
import { IngestLogsRepository, type RunProgress } from './ingest-logs.repository';
import { REJECTED_ROWS_KEPT, STALE_GUARD_DROP } from './ingest.job';
import { OrderedWrites } from './ordered-writes';

export const INGEST_WRITE_OPTIONS = Symbol('INGEST_WRITE_OPTIONS');
export interface IngestWriteOptions {
  /** Rows per write message (at most the contract's batch limit). */
  batchRows: number;
  /** Write messages outstanding at once while the feed is read on. */
  batchesInFlight: number;
}

/** A slice of the feed: its mapped rows (one write message) and the rows it rejected, in feed order. */
interface FeedSlice {
  batch: ProductWriteBatch<ProductWriteInput>;
  rejected: IngestRejectedRow[];
}

export type RunOutcome = { status: 'completed'; itemCount: number; log: IngestLogDto | null } | { status: 'cancelled' };

/**
 * One ingest run: stream the feed, map each row, write batches through catalog's upsert (a few in
 * flight while the feed is read on), keep the log's counts as a checkpoint after each batch whose
 * predecessors all committed (a restarted run skips rows already committed), then retire stale
 * products unless the item count fell by more than 30%.
 */
@Injectable()
export class IngestRunService {
  private readonly logger = new Logger(IngestRunService.name);

  constructor(
    private readonly feeds: FeedSource,
    private readonly logs: IngestLogsRepository,
    private readonly cipher: FeedAuthCipher,
    private readonly rpc: RpcClient,
    @Inject(INGEST_WRITE_OPTIONS) private readonly writeOptions: IngestWriteOptions,
  ) {}

  async run(logId: string, merchant: MerchantRow): Promise<RunOutcome> {
    const log = await this.logs.find(logId);
    if (!log) throw new FeedError(`ingest log ${logId} is gone`, true);
    if (!merchant.feedUrl) throw new FeedError('the merchant has no feed URL', true);
    await this.logs.markRunning(logId);
    // Rows already written by an earlier attempt of this run (a killed worker): skipped, not re-counted.
    const checkpoint = (log.productsProcessed ?? 0) + (log.productsRejected ?? 0);
    const progress: RunProgress = {
      processed: log.productsProcessed,
      added: log.productsAdded,
      updated: log.productsUpdated,
      unchanged: log.productsUnchanged ?? 0,
      rejected: log.productsRejected ?? 0,
      rejectedRows: log.rejectedRows ?? [],
    };
    const mapper = new RowMapper(merchant.mappingConfig, merchant.defaultCurrency);
    const source = await this.feeds.open({
      feedUrl: merchant.feedUrl,
      feedAuth: this.cipher.open(merchant.feedAuthEncrypted),
      feedFormat: merchant.feedFormat,
      itemElement: typeof merchant.mappingConfig.itemElement === 'string' ? merchant.mappingConfig.itemElement : undefined,
    });
    let seen = 0;
    const newSlice = (): FeedSlice => ({ batch: new ProductWriteBatch({ maxRows: this.writeOptions.batchRows }), rejected: [] });
    const foldRejected = (rejected: IngestRejectedRow[]) => {
      progress.rejected += rejected.length;
      progress.rejectedRows.push(...rejected.slice(0, Math.max(0, REJECTED_ROWS_KEPT - progress.rejectedRows.length)));
    };
    const writes = new OrderedWrites<{ slice: FeedSlice; reply: ProductUpsertBatchReply }>(this.writeOptions.batchesInFlight, async ({ slice, reply }) => {
      progress.added += reply.added;
      progress.updated += reply.updated;
      progress.unchanged += reply.unchanged;
      progress.processed += slice.batch.rows.length;
      foldRejected(slice.rejected);
      await this.logs.saveProgress(logId, progress);
      const current = await this.logs.find(logId);
      if (current?.cancelRequested) throw new CancelledRun();
    });
    const send = (slice: FeedSlice) =>
      writes.submit(async () => ({
        slice,
        reply: await this.rpc.send(
          CatalogPatterns.productsUpsertBatch,
          { merchantId: merchant.id, merchantName: merchant.name, mappingVersion: String(merchant.mappingVersion), runId: logId, products: slice.batch.rows },
          PRODUCT_WRITE_TIMEOUT_MS,
        ),
      }));
    let slice = newSlice();
    try {
      let resolved = false;
      for await (const record of source.records) {
        if (!resolved) {
          const missing = RowMapper.missingRequired(mapper.resolve(record));
          if (missing.length > 0)
            throw new FeedError(`the mapping finds no ${missing.join(', ')} field in the feed (fields: ${Object.keys(record.fields).slice(0, 15).join(', ')})`, true);
          resolved = true;
        }
        seen += 1;
        if (seen <= checkpoint) continue;
        const mapped = mapper.map(record);
        if ('rejected' in mapped) {
          slice.rejected.push(mapped.rejected);
          continue;
        }
        if (slice.batch.tryAdd(mapped.product)) continue;
        // The row starts the next message; the full one (and the rows rejected before it) goes now.
        const full = slice;
        slice = newSlice();
        slice.batch.tryAdd(mapped.product);
        await send(full);
      }
      if (slice.batch.rows.length > 0) await send(slice);
      await writes.finish();
      if (slice.batch.rows.length === 0) foldRejected(slice.rejected);
      if (seen === 0) throw new FeedError('the feed has no items', true);
      await this.logs.saveProgress(logId, progress);
    } catch (error) {
      if (error instanceof CancelledRun) {
        await this.logs.finish(logId, 'cancelled', { message: 'Cancelled by an admin' });
        return { status: 'cancelled' };
      }
      throw error;
    } finally {
      await writes.settle();
      await source.close();
    }
    const itemCount = progress.processed;
    const held = merchant.lastGoodItemCount !== null && merchant.lastGoodItemCount > 0 && itemCount < merchant.lastGoodItemCount * (1 - STALE_GUARD_DROP);
    if (held) {
      const drop = Math.round((1 - itemCount / (merchant.lastGoodItemCount ?? 1)) * 100);
      const message = `Stale products kept: ${itemCount} items against ${merchant.lastGoodItemCount} in the last good run (-${drop}%, over the 30% guard)`;
      this.logger.warn(`run ${logId}: ${message}`);
      return { status: 'completed', itemCount, log: await this.logs.finish(logId, 'completed', { message, retired: 0 }) };
    }
    const { retired } = await this.rpc.send(CatalogPatterns.productsRetireStale, { merchantId: merchant.id, runId: logId }, PRODUCT_WRITE_TIMEOUT_MS);
    return { status: 'completed', itemCount, log: await this.logs.finish(logId, 'completed', { retired }) };
  }
}

class CancelledRun extends Error {}
