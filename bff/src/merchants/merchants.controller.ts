import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  merchantCreateSchema,
  merchantIdSchema,
  MerchantsPatterns,
  merchantUpdateSchema,
  type FeedTestResultDto,
  type MerchantDto,
} from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import type { FastifyRequest } from 'fastify';
import { createZodDto, ZodValidationPipe } from 'nestjs-zod';
import { Allow } from '../auth/access.decorators';
import { Idempotent } from '../http/idempotency/idempotency.interceptor';
import { merchantsForRole } from './feed-url.mask';

class MerchantCreateBody extends createZodDto(merchantCreateSchema) {}
class MerchantUpdateBody extends createZodDto(merchantUpdateSchema) {}

const idParam = new ZodValidationPipe(merchantIdSchema);

/** Spec §7's merchant calls plus DELETE (deactivate) and a real Feed Test (issue 10). */
@ApiTags('merchants')
@ApiBadRequestResponse({ description: 'VALIDATION: the message names the field' })
@Controller('merchants')
export class MerchantsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @Allow('merchants:read')
  @ApiOkResponse({ description: "Every merchant, active or not; feed credentials masked, and the feed URL's query values and password too for a role without merchants:write" })
  async list(@Req() request: FastifyRequest): Promise<MerchantDto[]> {
    return merchantsForRole(await this.rpc.send(MerchantsPatterns.list, {}), request.adminSession?.user.role);
  }

  @Post()
  @Allow('merchants:write')
  @Idempotent()
  @ApiOkResponse({ description: 'The created merchant' })
  create(@Body() body: MerchantCreateBody): Promise<MerchantDto> {
    return this.rpc.send(MerchantsPatterns.create, body);
  }

  /** An unsaved form's values: fetches and maps the first 500 rows, writes nothing. */
  @Post('test')
  @HttpCode(200)
  @Allow('merchants:write')
  @ApiOkResponse({ description: '{ products, categories, samples, errors }' })
  testUnsaved(@Body() body: MerchantCreateBody): Promise<FeedTestResultDto> {
    return this.rpc.send(MerchantsPatterns.testFeed, { merchant: body }, FEED_TEST_TIMEOUT_MS);
  }

  @Put(':id')
  @Allow('merchants:write')
  @Idempotent()
  @ApiOkResponse({ description: 'The updated merchant; omitted fields keep their value, a masked secret keeps the stored one' })
  @ApiNotFoundResponse({ description: 'MERCHANTS.NOT_FOUND' })
  update(@Param('id', idParam) id: string, @Body() body: MerchantUpdateBody): Promise<MerchantDto> {
    return this.rpc.send(MerchantsPatterns.update, { id, changes: body });
  }

  @Delete(':id')
  @Allow('merchants:write')
  @ApiOkResponse({ description: 'The merchant, now inactive: its products leave the shop' })
  @ApiNotFoundResponse({ description: 'MERCHANTS.NOT_FOUND' })
  remove(@Param('id', idParam) id: string): Promise<MerchantDto> {
    return this.rpc.send(MerchantsPatterns.remove, { id });
  }

  @Post(':id/test')
  @HttpCode(200)
  @Allow('merchants:write')
  @ApiOkResponse({ description: '{ products, categories, samples, errors }' })
  @ApiNotFoundResponse({ description: 'MERCHANTS.NOT_FOUND' })
  test(@Param('id', idParam) id: string): Promise<FeedTestResultDto> {
    return this.rpc.send(MerchantsPatterns.testFeed, { id }, FEED_TEST_TIMEOUT_MS);
  }
}

/** A Feed Test downloads and parses up to 500 rows: longer than a page read may take. */
const FEED_TEST_TIMEOUT_MS = 60_000;
