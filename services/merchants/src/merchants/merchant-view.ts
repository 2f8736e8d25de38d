import type { MerchantDto } from '@lumina/contracts';
import type { FeedAuthCipher } from '../secrets/feed-auth.cipher';
import { maskFeedAuth } from '../secrets/feed-auth.mask';
import type { MerchantRow } from './merchant.row';

/** The API's merchant: secrets masked, dates as ISO text. */
export function toMerchantDto(row: MerchantRow, cipher: FeedAuthCipher): MerchantDto {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    website: row.website,
    affiliateNetwork: row.affiliateNetwork,
    feedUrl: row.feedUrl,
    feedAuth: maskFeedAuth(cipher.open(row.feedAuthEncrypted)),
    mappingConfig: row.mappingConfig,
    defaultCurrency: row.defaultCurrency,
    feedLanguage: row.feedLanguage,
    defaultShippingMinor: row.defaultShippingMinor,
    isActive: row.isActive,
    createdAt: new Date(row.createdAt).toISOString(),
    feedFormat: row.feedFormat,
    syncIntervalHours: row.syncIntervalHours,
    syncPausedReason: row.syncPausedReason,
    commissionRate: row.commissionRate,
    earningsPerClick: row.earningsPerClick,
    subIdParam: row.subIdParam,
  };
}
