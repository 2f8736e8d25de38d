import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiBadRequestResponse, ApiExcludeController } from '@nestjs/swagger';
import { OrdersPatterns, type StripeWebhookReplyDto } from '@lumina/contracts';
import { RpcClient, ValidationError } from '@lumina/platform';
import type { FastifyRequest } from 'fastify';
import { Public } from '../auth/access.decorators';

/**
 * Stripe's webhook. The signature covers the exact bytes Stripe sent, so the raw body (kept by
 * `rawBody: true` in create-app.ts) goes to orders untouched, which verifies it with the secret.
 */
@ApiExcludeController()
@Public()
@Controller('webhooks')
export class StripeWebhookController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('stripe')
  @HttpCode(200)
  @ApiBadRequestResponse({ description: 'Missing body or signature, or a signature that does not verify' })
  handle(@Req() request: RawBodyRequest<FastifyRequest>, @Headers('stripe-signature') signature: string | undefined): Promise<StripeWebhookReplyDto> {
    const payload = request.rawBody?.toString('utf8');
    if (!payload) throw new ValidationError('Expected a JSON body');
    if (!signature) throw new ValidationError('Missing Stripe-Signature header');
    return this.rpc.send(OrdersPatterns.stripeWebhook, { payload, signature });
  }
}
