import { Inject, Injectable } from '@nestjs/common';
import type { FeedUploadBeginPayload, FeedUploadChunkPayload, FeedUploadDto } from '@lumina/contracts';
import { FEED_SOURCE_OPTIONS, type FeedSourceOptions } from '../feeds/feed-source';
import { FeedUploadsRepository, type FeedUploadRow } from '../feeds/feed-uploads.repository';
import {
  EmptyUploadError,
  IngestAlreadyRunningError,
  MerchantInactiveError,
  UploadNotFoundError,
  UploadOutOfOrderError,
  UploadTooLargeError,
} from '../merchants/merchant.errors';
import { MerchantsService } from '../merchants/merchants.service';
import { IngestLogsRepository } from './ingest-logs.repository';

/**
 * An admin's file arriving chunk by chunk for an ingest run (ADR 007). Everything that would refuse
 * the run (unknown or inactive merchant, a run already active) is said at `begin`, before the bytes.
 */
@Injectable()
export class FeedUploadsService {
  constructor(
    private readonly uploads: FeedUploadsRepository,
    private readonly merchants: MerchantsService,
    private readonly logs: IngestLogsRepository,
    @Inject(FEED_SOURCE_OPTIONS) private readonly options: FeedSourceOptions,
  ) {}

  async begin({ merchantId, fileName, feedFormat }: FeedUploadBeginPayload): Promise<FeedUploadDto> {
    await this.assertMayRun(merchantId);
    await this.uploads.sweepExpired();
    const upload = await this.uploads.create(merchantId, fileName, feedFormat);
    return { uploadId: upload.id, bytes: 0 };
  }

  async append({ uploadId, seq, data }: FeedUploadChunkPayload): Promise<FeedUploadDto> {
    const appended = await this.uploads.append(uploadId, seq, Buffer.from(data, 'base64'), this.options.maxBytes);
    switch (appended.status) {
      case 'appended':
      case 'duplicate':
        return { uploadId, bytes: appended.byteSize };
      case 'too_large':
        await this.uploads.remove(uploadId);
        throw new UploadTooLargeError(this.options.maxBytes);
      case 'out_of_order':
        throw new UploadOutOfOrderError((await this.uploads.find(uploadId))?.chunkCount ?? 0, seq);
      case 'missing':
        throw new UploadNotFoundError();
    }
  }

  async discard(uploadId: string): Promise<{ discarded: boolean }> {
    return { discarded: await this.uploads.remove(uploadId) };
  }

  /** The upload a run of `merchantId` may read: its own, with bytes in it. */
  async forRun(uploadId: string, merchantId: string): Promise<FeedUploadRow> {
    const upload = await this.uploads.find(uploadId);
    if (!upload || upload.merchantId !== merchantId) throw new UploadNotFoundError();
    if (upload.byteSize === 0) throw new EmptyUploadError();
    return upload;
  }

  private async assertMayRun(merchantId: string): Promise<void> {
    const merchant = await this.merchants.row(merchantId);
    if (!merchant.isActive) throw new MerchantInactiveError();
    const active = await this.logs.active(merchantId);
    if (active) throw new IngestAlreadyRunningError(active);
  }
}
