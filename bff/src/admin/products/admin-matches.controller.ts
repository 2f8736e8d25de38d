import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CatalogMatchPatterns, type MatchPairDto } from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import type { FastifyRequest } from 'fastify';
import { Allow } from '../../auth/access.decorators';
import { Idempotent } from '../../http/idempotency/idempotency.interceptor';

/**
 * 'Matches to check' (ADR 025): GTIN pairs the sync did not merge, merged or kept apart by an
 * admin, and splitting an offer off a product. Behind the products permission; every decision is
 * audited (the audit interceptor of @Allow) and kept by catalog as a row later syncs apply.
 */
@ApiTags('admin')
@Controller('admin')
export class AdminMatchesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('matches')
  @Allow('products:read')
  list(): Promise<MatchPairDto[]> {
    return this.rpc.send(CatalogMatchPatterns.list, {});
  }

  @Post('matches/:id/merge')
  @HttpCode(200)
  @Allow('products:write')
  @Idempotent()
  merge(@Param('id', new ParseUUIDPipe()) id: string, @Req() request: FastifyRequest): Promise<MatchPairDto> {
    return this.rpc.send(CatalogMatchPatterns.merge, { id, actor: actorOf(request) });
  }

  @Post('matches/:id/keep-apart')
  @HttpCode(200)
  @Allow('products:write')
  @Idempotent()
  keepApart(@Param('id', new ParseUUIDPipe()) id: string, @Req() request: FastifyRequest): Promise<MatchPairDto> {
    return this.rpc.send(CatalogMatchPatterns.keepApart, { id, actor: actorOf(request) });
  }

  @Post('offers/:id/split')
  @HttpCode(200)
  @Allow('products:write')
  @Idempotent()
  split(@Param('id', new ParseUUIDPipe()) id: string, @Req() request: FastifyRequest): Promise<{ productId: string; slug: string }> {
    return this.rpc.send(CatalogMatchPatterns.split, { offerId: id, actor: actorOf(request) });
  }
}

/** Who decided, as catalog keeps it on the decision row. */
function actorOf(request: FastifyRequest): string | undefined {
  return request.adminSession?.user?.email;
}
