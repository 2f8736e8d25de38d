import type { MerchantDto } from './merchant.dto';

/**
 * Message patterns of the merchants service. Payload and reply types join MerchantsRpc as the
 * handlers are built (issue 10); other services and the BFF use only these names.
 */
export const MerchantsPatterns = {
  list: 'merchants.merchants.list',
  byId: 'merchants.merchants.byId',
  create: 'merchants.merchants.create',
  update: 'merchants.merchants.update',
  remove: 'merchants.merchants.remove',
  testFeed: 'merchants.feeds.test',
  ingestStart: 'merchants.ingest.start',
  ingestCancel: 'merchants.ingest.cancel',
  ingestLogs: 'merchants.ingest.logs',
} as const;

export const MerchantsEvents = { changed: 'merchant.changed' } as const;

/** Sent after every merchant write; catalog and the click redirect keep what they need of it. */
export interface MerchantChangedEvent {
  merchant: MerchantDto;
}

export interface MerchantsRpc {
  /** Every merchant, active or not, with masked secrets (the BFF's list, filters, click settings). */
  [MerchantsPatterns.list]: { payload: Record<string, never>; reply: MerchantDto[] };
}

export interface MerchantsEventContract {
  [MerchantsEvents.changed]: MerchantChangedEvent;
}
