import { Inject, Injectable, Logger } from '@nestjs/common';
import { CatalogPatterns, deliveryCountryFor, isWireError, PRODUCT_WRITE_TIMEOUT_MS, ProductWriteBatch, type IngestLogDto, type IngestRejectedRow, type LanguageCode, type ProductWriteInput, type ShippingTable } from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { FeedError } from '../feeds/feed.errors';
import type { FileValidators, UnchangedFeed } from '../feeds/feed-fetcher';
import { FeedSource, type OpenFeed } from '../feeds/feed-source';
import type { FeedRecord } from '../feeds/feed-records';
import { CategoryHold } from '../category-mapping/category-hold';
import { heldReason, RowMapper, type HeldRow } from '../mapping/row-mapper';
import type { FeedValidators, MerchantRow } from '../merchants/merchant.row';
import { FeedAuthCipher } from '../secrets/feed-auth.cipher';
import { IngestLogsRepository, type RunProgress } from './ingest-logs.repository';
import { validatorsToKeep, validatorsToSend } from './feed-revalidation';
import { REJECTED_ROWS_KEPT, STALE_GUARD_DROP } from './ingest.job';
import { OrderedWrites } from './ordered-writes';

export const UPLOAD_KEEPS_OTHERS = 'Uploaded file: products it does not list were kept';
export const FEED_NOT_MODIFIED = 'Feed unchanged since the last sync (the server answered 304 Not Modified): not read again';
export const INGEST_WRITE_OPTIONS = Symbol('INGEST_WRITE_OPTIONS');
/** How often a run reads whether an admin cancelled it while its feed is being read. */
const CANCEL_POLL_MS = 1_000;
export interface IngestWriteOptions {
  /** Rows per write message (at most the contract's batch limit). */
  batchRows: number;
  /** Write messages outstanding at once while the feed is read on. */
  batchesInFlight: number;
}

/** What one slice of the feed (consecutive records) came to, folded into the run's progress in feed order. */
interface SliceResult {
  processed: number;
  added: number;
  updated: number;
  unchanged: number;
  rejected: IngestRejectedRow[];
}

/**
 * `itemCount`: the stale guard's next reference; null when this run's removal was held (a feed
 * that fell short stays short until an admin looks: the last good run's count stays the reference).
 * `validators`: what the next sync may send back to the feed server (null: read the feed whole).
 */
export type RunOutcome = { status: 'completed'; itemCount: number | null; validators: FeedValidators | null; log: IngestLogDto | null } | { status: 'cancelled' };

/**
 * One ingest run: stream the feed in slices of records, a few slices in flight while the feed is
 * read on. Per slice: ask catalog which records it holds unchanged (by SKU and source hash, noted
 * as seen), map only the others and write them through catalog's upsert. The log's counts are a
 * checkpoint after each slice whose predecessors all committed (a restarted run skips the records
 * already written). Then retire stale products unless the item count fell by more than 30%
 * (never after an uploaded file: it may list only some of the merchant's products).
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
    private readonly categoryHold: CategoryHold,
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
    // A bare shipping cost in the feed applies where the merchant ships (its table), else to its language's country.
    const shippingCountries = Object.keys(merchant.defaultShippingMinor).length > 0 ? Object.keys(merchant.defaultShippingMinor) : [deliveryCountryFor(undefined, merchant.feedLanguage)];
    const mapper = new RowMapper(merchant.mappingConfig, merchant.defaultCurrency, [merchant.name, merchant.feedLanguage, merchant.defaultShippingMinor], shippingCountries);
    // Asked before the feed is opened, so a failed call leaves nothing open. A merchant without current
    // products (its first import) has nothing a probe could keep: its slices go straight to the write
    // path, which tells unchanged rows apart by itself anyway.
    const startedAt = Date.now();
    const { any: probeUnchanged, writerVersion } = await this.rpc.send(CatalogPatterns.productsAnyForMerchant, { merchantId: merchant.id });
    const rules = mapper.rulesDigest([merchant.feedFormat, writerVersion]);
    const known = validatorsToSend({ merchant, upload: log.uploadId !== null, checkpoint, productsInShop: probeUnchanged, rules, now: startedAt });
    const source = await this.openSource(log.uploadId, merchant, known);
    if ('notModified' in source) return this.unchangedFeed(logId, merchant);
    // An admin's cancel, read once a second: it aborts the reading (a stalled server cannot keep the
    // run going until the body timeout and a retry) and ends the run after the slice being written.
    let cancelled = false;
    const watch = setInterval(() => {
      void this.logs
        .find(logId)
        .then((current) => {
          if (!current?.cancelRequested || cancelled) return;
          cancelled = true;
          source.abort(new FeedError('the run was cancelled', true));
        })
        .catch(() => undefined);
    }, CANCEL_POLL_MS);
    const writes = new OrderedWrites<SliceResult>(this.writeOptions.batchesInFlight, async (result) => {
      progress.added += result.added;
      progress.updated += result.updated;
      progress.unchanged += result.unchanged;
      progress.processed += result.processed;
      progress.rejected += result.rejected.length;
      progress.rejectedRows.push(...result.rejected.slice(0, Math.max(0, REJECTED_ROWS_KEPT - progress.rejectedRows.length)));
      await this.logs.saveProgress(logId, progress);
      if (cancelled) throw new CancelledRun();
    });
    const context = {
      merchantId: merchant.id,
      merchantName: merchant.name,
      mappingVersion: String(merchant.mappingVersion),
      runId: logId,
      feedLanguage: merchant.feedLanguage as LanguageCode,
      defaultShippingMinor: merchant.defaultShippingMinor,
    };
    let seen = 0;
    // Records with their position in the feed (how catalog recognises a row this run sends again).
    let slice: PositionedRecord[] = [];
    try {
      let resolved = false;
      for await (const record of source.records) {
        if (!resolved && !record.rejected) {
          const missing = RowMapper.missingRequired(mapper.resolve(record));
          if (missing.length > 0)
            throw new FeedError(`the mapping finds no ${missing.join(', ')} field in the feed (fields: ${Object.keys(record.fields).slice(0, 15).join(', ')})`, true);
          resolved = true;
        }
        seen += 1;
        if (seen <= checkpoint) continue;
        slice.push({ record, position: seen - 1 });
        if (slice.length < this.writeOptions.batchRows) continue;
        const full = slice;
        slice = [];
        await writes.submit(() => this.writeSlice(full, mapper, context, probeUnchanged));
      }
      if (cancelled) throw new CancelledRun();
      if (slice.length > 0) {
        const last = slice;
        await writes.submit(() => this.writeSlice(last, mapper, context, probeUnchanged));
      }
      await writes.finish();
      if (seen === 0) throw new FeedError('the feed has no items', true);
      await this.logs.saveProgress(logId, progress);
    } catch (error) {
      // The reading aborted, or a slice stopped the run: either way, it was the cancel.
      if (cancelled) {
        await this.logs.finish(logId, 'cancelled', { message: 'Cancelled by an admin' });
        return { status: 'cancelled' };
      }
      throw error;
    } finally {
      clearInterval(watch);
      await writes.settle();
      await source.close();
    }
    const itemCount = progress.processed;
    // An uploaded file may list only some of the merchant's products (a correction, a new range):
    // what it does not list stays. Only the merchant's feed says what the whole range is.
    if (log.uploadId) return { status: 'completed', itemCount, validators: null, log: await this.logs.finish(logId, 'completed', { message: UPLOAD_KEEPS_OTHERS, retired: 0 }) };
    const held = merchant.lastGoodItemCount !== null && merchant.lastGoodItemCount > 0 && itemCount < merchant.lastGoodItemCount * (1 - STALE_GUARD_DROP);
    if (held) {
      const drop = Math.round((1 - itemCount / (merchant.lastGoodItemCount ?? 1)) * 100);
      const message = `Stale products kept: ${itemCount} items against ${merchant.lastGoodItemCount} in the last good run (-${drop}%, over the 30% guard)`;
      this.logger.warn(`run ${logId}: ${message}`);
      // Validators not kept: the next sync reads the feed again and decides again, against the same reference.
      return { status: 'completed', itemCount: null, validators: null, log: await this.logs.finish(logId, 'completed', { message, retired: 0 }) };
    }
    const { retired } = await this.rpc.send(CatalogPatterns.productsRetireStale, { merchantId: merchant.id, runId: logId }, PRODUCT_WRITE_TIMEOUT_MS);
    const validators = validatorsToKeep(merchant.feedUrl, rules, source.validators, startedAt);
    return { status: 'completed', itemCount, validators, log: await this.logs.finish(logId, 'completed', { retired }) };
  }

  /** The feed server says the file is the one the last sync read: every product stays as it is. */
  private async unchangedFeed(logId: string, merchant: MerchantRow): Promise<RunOutcome> {
    const itemCount = merchant.lastGoodItemCount ?? 0;
    const log = await this.logs.finish(logId, 'completed', { message: FEED_NOT_MODIFIED, retired: 0, allUnchanged: itemCount });
    return { status: 'completed', itemCount, validators: merchant.feedValidators, log };
  }

  /** The run's uploaded file, else the merchant's feed URL (`known`: ask for it only if it changed). */
  private openSource(uploadId: string | null, merchant: MerchantRow, known: FileValidators | undefined): Promise<OpenFeed | UnchangedFeed> {
    const itemElement = typeof merchant.mappingConfig.itemElement === 'string' ? merchant.mappingConfig.itemElement : undefined;
    if (uploadId) return this.feeds.openUpload(uploadId, itemElement);
    if (!merchant.feedUrl) throw new FeedError('the merchant has no feed URL', true);
    return this.feeds.open({ feedUrl: merchant.feedUrl, feedAuth: this.cipher.open(merchant.feedAuthEncrypted), feedFormat: merchant.feedFormat, itemElement }, known);
  }

  /**
   * One slice: the records catalog holds unchanged are only counted (when `probeUnchanged`); the others are mapped
   * (rejects kept with their line) and written in messages under the contract's limits.
   */
  private async writeSlice(records: PositionedRecord[], mapper: RowMapper, context: WriteContext, probeUnchanged: boolean): Promise<SliceResult> {
    const result: SliceResult = { processed: 0, added: 0, updated: 0, unchanged: 0, rejected: [] };
    // A record over a size limit has no fields: it is only counted as rejected, with the reason.
    const identities = records.map(({ record }) => (record.rejected ? null : mapper.identify(record)));
    // A SKU listed twice in the slice goes to the write path, which keeps the last row.
    const perSku = new Map<string, number>();
    for (const identity of identities) if (identity) perSku.set(identity.sku, (perSku.get(identity.sku) ?? 0) + 1);
    const probe = identities.flatMap((identity, index) =>
      identity !== null && perSku.get(identity.sku) === 1 ? [{ ...identity, position: records[index]?.position as number }] : [],
    );
    const kept = new Set<string>();
    if (probeUnchanged && probe.length > 0) {
      const reply = await this.rpc.send(
        CatalogPatterns.productsKeepUnchanged,
        { merchantId: context.merchantId, runId: context.runId, rows: probe },
        PRODUCT_WRITE_TIMEOUT_MS,
      );
      for (const sku of [...reply.unchanged, ...reply.added, ...reply.updated]) kept.add(sku);
      result.unchanged += reply.unchanged.length;
      result.added += reply.added.length;
      result.updated += reply.updated.length;
      result.processed += kept.size;
    }
    // Catalog validates each batch against the write schema (the mapper does not check it again): a
    // refused row is rejected with catalog's reason and the rest of the batch is sent again.
    const write = async (products: ProductWriteInput[], sources: PositionedRecord[]) => {
      let rows = products.map((product, index) => ({ product, source: sources[index] as PositionedRecord }));
      while (rows.length > 0) {
        try {
          const reply = await this.rpc.send(
            CatalogPatterns.productsUpsertBatch,
            { ...context, products: rows.map((row) => row.product), positions: rows.map((row) => row.source.position) },
            PRODUCT_WRITE_TIMEOUT_MS,
          );
          result.added += reply.added;
          result.updated += reply.updated;
          result.unchanged += reply.unchanged;
          // Rows catalog matched to a product that already has this merchant's offer: rejected with its reason.
          for (const { index, field, reason } of reply.rejected) result.rejected.push({ line: (rows[index] as (typeof rows)[number]).source.record.line, field, reason });
          result.processed += rows.length - reply.rejected.length;
          return;
        } catch (error) {
          const refused = refusedRows(error);
          if (!refused) throw error;
          for (const [index, { field, reason }] of refused) result.rejected.push({ line: (rows[index] as (typeof rows)[number]).source.record.line, field, reason });
          rows = rows.filter((_, index) => !refused.has(index));
        }
      }
    };
    let batch = new ProductWriteBatch<ProductWriteInput>({ maxRows: this.writeOptions.batchRows });
    let sources: PositionedRecord[] = [];
    const held: HeldRow[] = [];
    const written: string[] = [];
    for (const [index, source] of records.entries()) {
      const identity = identities[index];
      if (identity && kept.has(identity.sku)) continue;
      if (source.record.rejected) {
        result.rejected.push({ line: source.record.line, ...source.record.rejected });
        continue;
      }
      const mapped = mapper.map(source.record, { checked: false });
      if ('rejected' in mapped) {
        result.rejected.push(mapped.rejected);
        continue;
      }
      if ('held' in mapped) {
        held.push(mapped.held);
        result.rejected.push({ line: mapped.held.line, field: 'category', reason: heldReason(mapped.held.categoryText) });
        continue;
      }
      written.push(mapped.product.sku);
      const product = { ...mapped.product, sourceHash: identity?.sourceHash ?? null };
      if (!batch.tryAdd(product)) {
        await write(batch.rows, sources);
        [batch, sources] = [new ProductWriteBatch({ maxRows: this.writeOptions.batchRows }), []];
        batch.tryAdd(product);
      }
      sources.push(source);
    }
    if (batch.rows.length > 0) await write(batch.rows, sources);
    await this.categoryHold.afterSlice(context, held, written);
    result.rejected.sort((a, b) => a.line - b.line);
    return result;
  }
}

/**
 * The rows a VALIDATION error from catalog refused, by index in the batch, with the first reason
 * of each; null when the error is anything else (or names something other than a row).
 */
function refusedRows(error: unknown): Map<number, { field: string; reason: string }> | null {
  if (!isWireError(error) || error.kind !== 'validation' || !Array.isArray(error.details)) return null;
  const refused = new Map<number, { field: string; reason: string }>();
  for (const detail of error.details as Array<{ path?: unknown; message?: unknown }>) {
    const match = /^products\.(\d+)(?:\.(\w+))?/.exec(String(detail.path ?? ''));
    if (!match) return null;
    const index = Number(match[1]);
    if (!refused.has(index)) refused.set(index, { field: match[2] ?? 'row', reason: String(detail.message ?? 'invalid') });
  }
  return refused.size > 0 ? refused : null;
}

type WriteContext = { merchantId: string; merchantName: string; mappingVersion: string; runId: string; feedLanguage: LanguageCode; defaultShippingMinor: ShippingTable };
type PositionedRecord = { record: FeedRecord; position: number };

class CancelledRun extends Error {}
