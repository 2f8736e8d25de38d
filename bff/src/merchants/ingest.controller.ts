import { Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiOkResponse,
  ApiPayloadTooLargeResponse,
  ApiTags,
} from '@nestjs/swagger';
import { ingestLogsQuerySchema, merchantIdSchema, MerchantsPatterns, type IngestLogDto } from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import type { FastifyRequest } from 'fastify';
import { createZodDto, ZodValidationPipe } from 'nestjs-zod';
import { Allow } from '../auth/access.decorators';
import { Idempotent } from '../http/idempotency/idempotency.interceptor';
import { FeedUploadRelay } from './feed-upload.relay';

class IngestLogsQuery extends createZodDto(ingestLogsQuerySchema) {}

const merchantParam = new ZodValidationPipe(merchantIdSchema);

/** Ingest runs: start (queued as a job), cancel, and the logs (newest first). */
@ApiTags('ingest')
@Controller('ingest')
export class IngestController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly uploads: FeedUploadRelay,
  ) {}

  @Get('logs')
  @Allow('ingest:read')
  @ApiOkResponse({ description: "Ingest logs, newest first (?merchantId, ?limit default 50; ?latestPerMerchant=true: each merchant's newest only)" })
  logs(@Query() query: IngestLogsQuery): Promise<IngestLogDto[]> {
    return this.rpc.send(MerchantsPatterns.ingestLogs, query);
  }

  @Post(':merchantId')
  @HttpCode(202)
  @Allow('ingest:write')
  @Idempotent()
  @ApiAcceptedResponse({ description: '{ logId, log }: the run is queued' })
  @ApiConflictResponse({ description: 'MERCHANTS.INGEST_RUNNING with details.log: a run is already queued or running' })
  async start(@Param('merchantId', merchantParam) merchantId: string): Promise<{ logId: string; log: IngestLogDto }> {
    const log = await this.rpc.send(MerchantsPatterns.ingestStart, { merchantId, trigger: 'manual' });
    return { logId: log.id, log };
  }

  /**
   * Admin products' 'Import CSV': a run on an uploaded file (multipart field `file`) instead of the
   * feed URL. Idempotency-Key replays the first answer; the streamed file is told apart by its length.
   */
  @Post(':merchantId/upload')
  @HttpCode(202)
  @Allow('ingest:write')
  @Idempotent()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } })
  @ApiAcceptedResponse({ description: '{ logId, log }: the run on the uploaded file is queued' })
  @ApiBadRequestResponse({ description: 'VALIDATION: no file, not a feed format, empty, or its bytes do not match its name; nothing queued' })
  @ApiPayloadTooLargeResponse({ description: 'Over FEED_MAX_BYTES (the same cap as a fetched feed); nothing queued' })
  @ApiConflictResponse({ description: 'MERCHANTS.INGEST_RUNNING with details.log, said before the file is read' })
  async upload(@Param('merchantId', merchantParam) merchantId: string, @Req() request: FastifyRequest): Promise<{ logId: string; log: IngestLogDto }> {
    const log = await this.uploads.upload(merchantId, request);
    return { logId: log.id, log };
  }

  @Post(':merchantId/cancel')
  @HttpCode(200)
  @Allow('ingest:write')
  @ApiOkResponse({ description: 'The cancelled run' })
  @ApiConflictResponse({ description: 'MERCHANTS.NO_ACTIVE_RUN' })
  cancel(@Param('merchantId', merchantParam) merchantId: string): Promise<IngestLogDto> {
    return this.rpc.send(MerchantsPatterns.ingestCancel, { merchantId });
  }
}
