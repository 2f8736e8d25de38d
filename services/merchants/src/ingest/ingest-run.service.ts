import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { CatalogPatterns, PRODUCT_WRITE_TIMEOUT_MS, productWriteBatches, type IngestLogDto, type ProductWriteInput } from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { FeedError } from '../feeds/feed.errors';
import { FeedSource, type OpenFeed } from '../feeds/feed-source';
import { RowMapper } from '../mapping/row-mapper';
import type { MerchantRow } from '../merchants/merchant.row';
import { FeedAuthCipher } from '../secrets/feed-auth.cipher';
import { IngestLogsRepository, type RunProgress } from './ingest-logs.repository';
import { REJECTED_ROWS_KEPT, STALE_GUARD_DROP } from './ingest.job';

const BATCH_ROWS = 500;
export const UPLOAD_KEEPS_OTHERS = 'Uploaded file: products it does not list were kept';

/** Names a batch by its run and content: a re-send of the same rows is recognised, other rows are not. */
function batchMessageId(runId: string, batch: ProductWriteInput[]): string {
  return `ingest:${runId}:${createHash('sha1').update(JSON.stringify(batch)).digest('hex')}`;
}

export type RunOutcome = { status: 'completed'; itemCount: number; log: IngestLogDto | null } | { status: 'cancelled' };

/**
 * One ingest run: stream the feed (or an uploaded file), map each row, write batches through catalog's upsert, keep the
 * log's counts as a checkpoint after each batch (a restarted run skips rows already committed),
 * then retire stale products unless the item count fell by more than 30% (never after an upload).
 */
@Injectable()
export class IngestRunService {
  private readonly logger = new Logger(IngestRunService.name);

  constructor(
    private readonly feeds: FeedSource,
    private readonly logs: IngestLogsRepository,
    private readonly cipher: FeedAuthCipher,
    private readonly rpc: RpcClient,
  ) {}

  async run(logId: string, merchant: MerchantRow): Promise<RunOutcome> {
    const log = await this.logs.find(logId);
    if (!log) throw new FeedError(`ingest log ${logId} is gone`, true);
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
    const source = await this.openSource(log.uploadId, merchant);
    let seen = 0;
    let pending: ProductWriteInput[] = [];
    const flush = async () => {
      if (pending.length === 0) return;
      for (const batch of productWriteBatches(pending)) {
        const reply = await this.rpc.send(
          CatalogPatterns.productsUpsertBatch,
          { merchantId: merchant.id, merchantName: merchant.name, mappingVersion: String(merchant.mappingVersion), runId: logId, products: batch },
          // The same run re-sending the same rows (a worker killed between catalog's reply and the
          // checkpoint) is the same message: catalog answers its first counts instead of 'unchanged'.
          { timeoutMs: PRODUCT_WRITE_TIMEOUT_MS, messageId: batchMessageId(logId, batch) },
        );
        progress.added += reply.added;
        progress.updated += reply.updated;
        progress.unchanged += reply.unchanged;
        progress.processed += batch.length;
      }
      pending = [];
      await this.logs.saveProgress(logId, progress);
      const current = await this.logs.find(logId);
      if (current?.cancelRequested) throw new CancelledRun();
    };
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
          progress.rejected += 1;
          if (progress.rejectedRows.length < REJECTED_ROWS_KEPT) progress.rejectedRows.push(mapped.rejected);
          continue;
        }
        pending.push(mapped.product);
        if (pending.length >= BATCH_ROWS) await flush();
      }
      await flush();
      if (seen === 0) throw new FeedError('the feed has no items', true);
      await this.logs.saveProgress(logId, progress);
    } catch (error) {
      if (error instanceof CancelledRun) {
        await this.logs.finish(logId, 'cancelled', { message: 'Cancelled by an admin' });
        return { status: 'cancelled' };
      }
      throw error;
    } finally {
      await source.close();
    }
    const itemCount = progress.processed;
    // An uploaded file may list only some of the merchant's products (a correction, a new range):
    // what it does not list stays. Only the merchant's feed says what the whole range is.
    if (log.uploadId) return { status: 'completed', itemCount, log: await this.logs.finish(logId, 'completed', { message: UPLOAD_KEEPS_OTHERS, retired: 0 }) };
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

  /** The run's uploaded file, else the merchant's feed URL. */
  private openSource(uploadId: string | null, merchant: MerchantRow): Promise<OpenFeed> {
    const itemElement = typeof merchant.mappingConfig.itemElement === 'string' ? merchant.mappingConfig.itemElement : undefined;
    if (uploadId) return this.feeds.openUpload(uploadId, itemElement);
    if (!merchant.feedUrl) throw new FeedError('the merchant has no feed URL', true);
    return this.feeds.open({ feedUrl: merchant.feedUrl, feedAuth: this.cipher.open(merchant.feedAuthEncrypted), feedFormat: merchant.feedFormat, itemElement });
  }
}

class CancelledRun extends Error {}
