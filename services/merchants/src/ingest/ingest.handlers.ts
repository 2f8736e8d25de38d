import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  feedTestPayload,
  ingestCancelPayload,
  ingestLogsQuerySchema,
  ingestStartPayload,
  MerchantsPatterns,
  type FeedTestResultDto,
  type IngestCancelPayload,
  type IngestLogDto,
} from '@lumina/contracts';
import { ZodPayloadPipe } from '@lumina/platform';
import type { z } from 'zod';
import { FeedTestService } from './feed-test.service';
import { IngestService } from './ingest.service';

@Controller()
export class IngestHandlers {
  constructor(
    private readonly ingest: IngestService,
    private readonly feedTest: FeedTestService,
  ) {}

  @MessagePattern(MerchantsPatterns.ingestStart)
  start(@Payload(new ZodPayloadPipe(ingestStartPayload)) { merchantId, trigger }: z.output<typeof ingestStartPayload>): Promise<IngestLogDto> {
    return this.ingest.start(merchantId, trigger);
  }

  @MessagePattern(MerchantsPatterns.ingestCancel)
  cancel(@Payload(new ZodPayloadPipe(ingestCancelPayload)) { merchantId }: IngestCancelPayload): Promise<IngestLogDto> {
    return this.ingest.cancel(merchantId);
  }

  @MessagePattern(MerchantsPatterns.ingestLogs)
  logs(@Payload(new ZodPayloadPipe(ingestLogsQuerySchema)) { merchantId, limit }: z.output<typeof ingestLogsQuerySchema>): Promise<IngestLogDto[]> {
    return this.ingest.list(merchantId, limit);
  }

  @MessagePattern(MerchantsPatterns.testFeed)
  test(@Payload(new ZodPayloadPipe(feedTestPayload)) payload: z.output<typeof feedTestPayload>): Promise<FeedTestResultDto> {
    return 'id' in payload ? this.feedTest.testSaved(payload.id) : this.feedTest.testUnsaved(payload.merchant);
  }
}
