import { createHash } from 'node:crypto';
import type { FileValidators } from '../feeds/feed-fetcher';
import type { FeedValidators, MerchantRow } from '../merchants/merchant.row';

/**
 * However often its server says the file is unchanged, a feed is read whole at least this often:
 * what the validators stand for (the products in the shop) lives in catalog, and anything that
 * changed there without a sync (a restored backup, a product removed by hand) is put right within a day.
 */
export const FULL_READ_AFTER_MS = 24 * 60 * 60 * 1000;

export interface RevalidationContext {
  merchant: Pick<MerchantRow, 'feedUrl' | 'feedValidators' | 'lastGoodItemCount'>;
  /** The run reads an uploaded file. */
  upload: boolean;
  /** Records an earlier attempt of this run already got through (a restarted run finishes reading). */
  checkpoint: number;
  /** Catalog holds products of the merchant that are not retired. */
  productsInShop: boolean;
  /** The digest of what reading the feed depends on now (RowMapper.rulesDigest). */
  rules: string;
  now: number;
}

/**
 * The validators to send with the download (the server may then answer 304), or undefined to
 * read the feed whole: only when nothing but the file could have changed since the last good sync.
 */
export function validatorsToSend(context: RevalidationContext): FileValidators | undefined {
  const known = context.merchant.feedValidators;
  if (!known || context.upload || context.checkpoint > 0 || !context.productsInShop || context.merchant.lastGoodItemCount === null) return undefined;
  if (!context.merchant.feedUrl || known.urlDigest !== feedUrlDigest(context.merchant.feedUrl) || known.rules !== context.rules) return undefined;
  if (!(context.now - known.readAt < FULL_READ_AFTER_MS)) return undefined;
  return { etag: known.etag, lastModified: known.lastModified };
}

/** What a good sync that read the file keeps for the next one (null when the server gave no validators). */
export function validatorsToKeep(url: string | null, rules: string, file: FileValidators, now: number): FeedValidators | null {
  if (!url || (file.etag === null && file.lastModified === null)) return null;
  return { urlDigest: feedUrlDigest(url), rules, etag: file.etag, lastModified: file.lastModified, readAt: now };
}

/** Which URL the validators were read from, without keeping the URL (encrypted at rest) in the clear. */
export function feedUrlDigest(url: string): string {
  return createHash('sha256').update(url).digest('base64url');
}
