import { Injectable } from '@nestjs/common';
import type { FeedTestResultDto, MerchantCreate } from '@lumina/contracts';
import { FeedError } from '../feeds/feed.errors';
import { FeedSource } from '../feeds/feed-source';
import { toFeedError } from '../feeds/feed-fetcher';
import { heldReason, RowMapper } from '../mapping/row-mapper';
import { MerchantsService } from '../merchants/merchants.service';
import { FeedAuthCipher } from '../secrets/feed-auth.cipher';
import { unmaskFeedAuth } from '../secrets/feed-auth.mask';

const TEST_ROWS = 500;
const SAMPLES = 5;
const ERRORS_SHOWN = 20;

/** Feed Test: the first 500 rows fetched, parsed and mapped exactly as a run would; nothing written. */
@Injectable()
export class FeedTestService {
  constructor(
    private readonly feeds: FeedSource,
    private readonly merchants: MerchantsService,
    private readonly cipher: FeedAuthCipher,
  ) {}

  async testSaved(id: string): Promise<FeedTestResultDto> {
    const row = await this.merchants.row(id);
    return this.test({
      feedUrl: row.feedUrl,
      feedAuth: this.cipher.open(row.feedAuthEncrypted),
      feedFormat: row.feedFormat,
      mappingConfig: row.mappingConfig,
      defaultCurrency: row.defaultCurrency,
    });
  }

  async testUnsaved(merchant: MerchantCreate): Promise<FeedTestResultDto> {
    return this.test({
      feedUrl: merchant.feedUrl ?? null,
      feedAuth: unmaskFeedAuth(merchant.feedAuth ?? {}, {}),
      feedFormat: merchant.feedFormat ?? 'auto',
      mappingConfig: merchant.mappingConfig ?? {},
      defaultCurrency: merchant.defaultCurrency ?? 'USD',
    });
  }

  private async test(feed: {
    feedUrl: string | null;
    feedAuth: Parameters<FeedSource['open']>[0]['feedAuth'];
    feedFormat: Parameters<FeedSource['open']>[0]['feedFormat'];
    mappingConfig: Record<string, unknown>;
    defaultCurrency: string;
  }): Promise<FeedTestResultDto> {
    const result: FeedTestResultDto = { success: false, products: 0, categories: 0, rowsRead: 0, samples: [], errors: [] };
    if (!feed.feedUrl) return { ...result, errors: [{ field: 'feedUrl', reason: 'The merchant has no feed URL' }] };
    const categories = new Set<string>();
    const mapper = new RowMapper(feed.mappingConfig, feed.defaultCurrency);
    let source: Awaited<ReturnType<FeedSource['open']>> | null = null;
    try {
      source = await this.feeds.open({
        feedUrl: feed.feedUrl,
        feedAuth: feed.feedAuth,
        feedFormat: feed.feedFormat,
        itemElement: typeof feed.mappingConfig.itemElement === 'string' ? feed.mappingConfig.itemElement : undefined,
      });
      // The mapping is checked against the first record that has fields (one over a size limit has none).
      let resolved = false;
      for await (const record of source.records) {
        if (record.rejected) {
          result.rowsRead += 1;
          if (result.errors.length < ERRORS_SHOWN) result.errors.push({ line: record.line, ...record.rejected });
          if (result.rowsRead >= TEST_ROWS) break;
          continue;
        }
        if (!resolved) {
          const missing = RowMapper.missingRequired(mapper.resolve(record));
          if (missing.length > 0) throw new FeedError(`the mapping finds no ${missing.join(', ')} field in the feed`, true);
          resolved = true;
        }
        result.rowsRead += 1;
        const mapped = mapper.map(record);
        if ('rejected' in mapped) {
          if (result.errors.length < ERRORS_SHOWN) result.errors.push(mapped.rejected);
        } else if ('held' in mapped) {
          if (result.errors.length < ERRORS_SHOWN) result.errors.push({ line: mapped.held.line, field: 'category', reason: heldReason(mapped.held.categoryText) });
        } else {
          result.products += 1;
          categories.add(mapped.product.categorySlug);
          if (result.samples.length < SAMPLES) result.samples.push(mapped.product as Record<string, unknown>);
        }
        if (result.rowsRead >= TEST_ROWS) break;
      }
      if (result.rowsRead === 0) throw new FeedError('the feed has no items', true);
    } catch (error) {
      result.errors.unshift({ reason: toFeedError(error).message });
      return { ...result, categories: categories.size, success: false };
    } finally {
      await source?.close();
    }
    return { ...result, categories: categories.size, success: result.products > 0 };
  }
}
