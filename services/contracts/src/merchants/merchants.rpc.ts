import type { FeedUploadBeginPayload, FeedUploadChunkPayload, FeedUploadDto, FeedUploadIdPayload } from './feed-upload';
import type { FeedTestResultDto, IngestLogDto, MerchantDto } from './merchant.dto';
import type {
  FeedTestPayload,
  IngestCancelPayload,
  IngestLogsQuery,
  IngestStartPayload,
  MerchantCreateInput,
  MerchantIdPayload,
  MerchantUpdatePayload,
} from './merchant.schemas';

/**
 * Message patterns of the merchants service. Other services and the BFF use only these names.
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
  uploadBegin: 'merchants.ingest.uploadBegin',
  uploadChunk: 'merchants.ingest.uploadChunk',
  uploadDiscard: 'merchants.ingest.uploadDiscard',
} as const;

export const MerchantsEvents = { changed: 'merchant.changed' } as const;

/** Sent after every merchant write; catalog and the click redirect keep what they need of it. */
export interface MerchantChangedEvent {
  merchant: MerchantDto;
}

export interface MerchantsRpc {
  /** Every merchant, active or not, with masked secrets (the BFF's list, filters, click settings). */
  [MerchantsPatterns.list]: { payload: Record<string, never>; reply: MerchantDto[] };
  [MerchantsPatterns.byId]: { payload: MerchantIdPayload; reply: MerchantDto };
  [MerchantsPatterns.create]: { payload: MerchantCreateInput; reply: MerchantDto };
  [MerchantsPatterns.update]: { payload: MerchantUpdatePayload; reply: MerchantDto };
  /** Deactivates (the merchant's products leave the shop); answers the merchant as it is now. */
  [MerchantsPatterns.remove]: { payload: MerchantIdPayload; reply: MerchantDto };
  [MerchantsPatterns.testFeed]: { payload: FeedTestPayload; reply: FeedTestResultDto };
  /** Queues a run; CONFLICT (MERCHANTS.INGEST_RUNNING, details.log) while one is queued or running. */
  [MerchantsPatterns.ingestStart]: { payload: IngestStartPayload; reply: IngestLogDto };
  [MerchantsPatterns.ingestCancel]: { payload: IngestCancelPayload; reply: IngestLogDto };
  /** Newest first. */
  [MerchantsPatterns.ingestLogs]: { payload: IngestLogsQuery; reply: IngestLogDto[] };
  /**
   * A file upload for a run: begin (NOT_FOUND, INACTIVE, or INGEST_RUNNING at once, before any byte
   * flows), append chunks in order (UPLOAD_TOO_LARGE past FEED_MAX_BYTES), then ingestStart with
   * trigger 'upload' and the uploadId. Discard drops an upload no run was started on.
   */
  [MerchantsPatterns.uploadBegin]: { payload: FeedUploadBeginPayload; reply: FeedUploadDto };
  [MerchantsPatterns.uploadChunk]: { payload: FeedUploadChunkPayload; reply: FeedUploadDto };
  [MerchantsPatterns.uploadDiscard]: { payload: FeedUploadIdPayload; reply: { discarded: boolean } };
}

export interface MerchantsEventContract {
  [MerchantsEvents.changed]: MerchantChangedEvent;
}
