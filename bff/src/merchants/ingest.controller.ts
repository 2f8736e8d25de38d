import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiConflictResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ingestLogsQuerySchema, merchantIdSchema, MerchantsPatterns, type IngestLogDto } from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { createZodDto, ZodValidationPipe } from 'nestjs-zod';
import { Allow } from '../auth/access.decorators';
import { Idempotent } from '../http/idempotency/idempotency.interceptor';

class IngestLogsQuery extends createZodDto(ingestLogsQuerySchema) {}

const merchantParam = new ZodValidationPipe(merchantIdSchema);

/** Ingest runs: start (queued as a job), cancel, and the logs (newest first). */
@ApiTags('ingest')
@Controller('ingest')
export class IngestController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('logs')
  @Allow('ingest:read')
  @ApiOkResponse({ description: 'Ingest logs, newest first (?merchantId, ?limit default 50)' })
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

  @Post(':merchantId/cancel')
  @HttpCode(200)
  @Allow('ingest:write')
  @ApiOkResponse({ description: 'The cancelled run' })
  @ApiConflictResponse({ description: 'MERCHANTS.NO_ACTIVE_RUN' })
  cancel(@Param('merchantId', merchantParam) merchantId: string): Promise<IngestLogDto> {
    return this.rpc.send(MerchantsPatterns.ingestCancel, { merchantId });
  }
}
