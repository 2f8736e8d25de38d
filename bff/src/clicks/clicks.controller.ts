import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiFoundResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { deliveryCountryFor, recordClickBody, type RecordClickBody, type RecordClickReply, type WireError } from '@lumina/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodValidationPipe } from 'nestjs-zod';
import { z } from 'zod';
import { Public } from '../auth/access.decorators';
import { RateLimited } from '../http/rate-limits';
import { ClickRecorder } from './click-recorder';
import { clickLanguage, referrerPath, wantsHtml } from './click-request';
import { ProductPageNotFound } from './product-page-not-found';

const uuidSchema = z.uuid();

const notFound = (productId: string): WireError => ({
  code: 'CATALOG.PRODUCT_NOT_FOUND',
  kind: 'not_found',
  message: `Product '${productId}' not found or has no merchant link`,
});

/** Headers of every redirect answer: never cached, no referrer to the merchant, never indexed. */
const NO_TRACE_HEADERS = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' } as const;

@ApiTags('clicks')
@Controller()
export class ClicksController {
  constructor(private readonly clicks: ClickRecorder) {}

  /**
   * The affiliate redirect (spec §7, ARCHITECTURE §13 and §15). The target is only ever a stored
   * deep link: of the offer `offer` names when it is one of the product's, else of the product's
   * best offer for the visitor's language's country. Query parameters other than `offer` and `from`
   * (the page path, as data) are ignored.
   */
  @Get('click/:productId')
  @Public()
  @ApiFoundResponse({ description: "Redirect to the merchant's address with this click's id under the merchant's sub-id parameter" })
  @ApiNotFoundResponse({ description: "Unknown, removed or link-less product: the shop's 'Product Not Found' page for a browser, JSON otherwise" })
  async redirect(
    @Param('productId') productId: string,
    @Query('from') from: unknown,
    @Query('offer') offer: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    // A malformed offer id is no choice: the best offer, as for an unknown one.
    const choice = {
      offerId: uuidSchema.safeParse(offer).success ? (offer as string) : undefined,
      country: deliveryCountryFor(undefined, clickLanguage(request)),
    };
    const target = uuidSchema.safeParse(productId).success ? await this.clicks.target(productId, choice) : null;
    if (!target) {
      if (wantsHtml(request)) throw new ProductPageNotFound(productId, NO_TRACE_HEADERS);
      void reply.status(404).headers(NO_TRACE_HEADERS).send({ statusCode: 404, ...notFound(productId) });
      return;
    }
    // A HEAD (link checkers, previews) learns where the link goes but is not a click.
    const url =
      request.method === 'HEAD'
        ? target.deepLink
        : (await this.clicks.record(this.clickRequest(request, productId, from, 'redirect'), target)).url;
    void reply.status(302).headers(NO_TRACE_HEADERS).header('location', url).send();
  }

  /** Spec §7: a client that opens the merchant itself records the click here (202). */
  @Post('clicks')
  @RateLimited('shopper-write')
  @Public()
  @HttpCode(202)
  @ApiAcceptedResponse({ description: 'The click is recorded; `url` is the merchant address with its click id' })
  @ApiNotFoundResponse({ description: 'Unknown, removed or link-less product' })
  async record(
    @Body(new ZodValidationPipe(recordClickBody)) body: RecordClickBody,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RecordClickReply> {
    void reply.headers(NO_TRACE_HEADERS);
    const target = await this.clicks.target(body.productId);
    if (!target) throw notFound(body.productId);
    if (target.merchantId !== body.merchantId) {
      throw { code: 'VALIDATION', kind: 'validation', message: "merchantId: is not this product's merchant" } satisfies WireError;
    }
    const click = { ...this.clickRequest(request, body.productId, body.referrerPath, 'api'), language: body.language };
    const { clickId, url } = await this.clicks.record(click, target);
    return { clickId, url };
  }

  private clickRequest(request: FastifyRequest, productId: string, from: unknown, source: 'redirect' | 'api') {
    const pagePath = referrerPath(request, from);
    return {
      productId,
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? '',
      language: clickLanguage(request, pagePath),
      referrerPath: pagePath,
      source,
    };
  }
}
