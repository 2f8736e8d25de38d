import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  feedTestPayload,
  feedUploadBeginPayload,
  feedUploadChunkPayload,
  feedUploadIdPayload,
  ingestCancelPayload,
  ingestLogsQuerySchema,
  ingestStartPayload,
  MerchantsPatterns,
  type FeedTestResultDto,
  type FeedUploadBeginPayload,
  type FeedUploadChunkPayload,
  type FeedUploadDto,
  type FeedUploadIdPayload,
  type IngestCancelPayload,
  type IngestLogDto,
} from '@lumina/contracts';
import { ZodPayloadPipe } from '@lumina/platform';
import type { z } from 'zod';
import { FeedTestService } from './feed-test.service';
import { FeedUploadsService } from './feed-uploads.service';
import { IngestService } from './ingest.service';

@Controller()
export class IngestHandlers {
  constructor(
    private readonly ingest: IngestService,
    private readonly feedTest: FeedTestService,
    private readonly uploads: FeedUploadsService,
  ) {}

  @MessagePattern(MerchantsPatterns.ingestStart)
  start(@Payload(new ZodPayloadPipe(ingestStartPayload)) { merchantId, trigger, uploadId }: z.output<typeof ingestStartPayload>): Promise<IngestLogDto> {
    return this.ingest.start(merchantId, trigger, uploadId);
  }

  @MessagePattern(MerchantsPatterns.uploadBegin)
  uploadBegin(@Payload(new ZodPayloadPipe(feedUploadBeginPayload)) payload: FeedUploadBeginPayload): Promise<FeedUploadDto> {
    return this.uploads.begin(payload);
  }

  @MessagePattern(MerchantsPatterns.uploadChunk)
  uploadChunk(@Payload(new ZodPayloadPipe(feedUploadChunkPayload)) payload: FeedUploadChunkPayload): Promise<FeedUploadDto> {
    return this.uploads.append(payload);
  }

  @MessagePattern(MerchantsPatterns.uploadDiscard)
  uploadDiscard(@Payload(new ZodPayloadPipe(feedUploadIdPayload)) { uploadId }: FeedUploadIdPayload): Promise<{ discarded: boolean }> {
    return this.uploads.discard(uploadId);
  }

  @MessagePattern(MerchantsPatterns.ingestCancel)
  cancel(@Payload(new ZodPayloadPipe(ingestCancelPayload)) { merchantId }: IngestCancelPayload): Promise<IngestLogDto> {
    return this.ingest.cancel(merchantId);
  }

  @MessagePattern(MerchantsPatterns.ingestLogs)
  logs(@Payload(new ZodPayloadPipe(ingestLogsQuerySchema)) query: z.output<typeof ingestLogsQuerySchema>): Promise<IngestLogDto[]> {
    return this.ingest.list(query);
  }

  @MessagePattern(MerchantsPatterns.testFeed)
  test(@Payload(new ZodPayloadPipe(feedTestPayload)) payload: z.output<typeof feedTestPayload>): Promise<FeedTestResultDto> {
    return 'id' in payload ? this.feedTest.testSaved(payload.id) : this.feedTest.testUnsaved(payload.merchant);
  }
}
