import { Body, Controller, Get, HttpCode, Post, Query, UseFilters } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  checkoutQuoteSchema,
  confirmPaymentSchema,
  createPaymentIntentSchema,
  manualConfirmSchema,
  OrdersPatterns,
  type CheckoutQuoteDto,
  type ConfirmPaymentDto,
  type ManualConfirmDto,
  type PaymentConfigDto,
  type PaymentIntentDto,
} from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { createZodDto } from 'nestjs-zod';
import { ConfirmPaymentErrorFilter } from './confirm-payment-error.filter';
import { Public } from '../auth/access.decorators';
import { Idempotent } from '../http/idempotency/idempotency.interceptor';
import { RateLimited } from '../http/rate-limits';

class QuoteQuery extends createZodDto(checkoutQuoteSchema) {}
class CreatePaymentIntentBody extends createZodDto(createPaymentIntentSchema) {}
class ConfirmPaymentBody extends createZodDto(confirmPaymentSchema) {}
class ManualConfirmBody extends createZodDto(manualConfirmSchema) {}

/** Spec §7's payment calls, plus what checkout needs around them (provider, quote, test payment). */
@ApiTags('checkout')
@Public()
@Controller()
export class PaymentsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('payments/config')
  @ApiOkResponse({ description: 'The active payment provider (stripe or manual) and, for Stripe, the publishable key' })
  config(): Promise<PaymentConfigDto> {
    return this.rpc.send(OrdersPatterns.paymentConfig, {});
  }

  @Get('checkout/quote')
  @ApiOkResponse({ description: 'Subtotal, VAT and total (cents) of the cart for a shipping country' })
  @ApiBadRequestResponse({ description: 'ORDERS.CART_EMPTY, or a malformed query' })
  quote(@Query() query: QuoteQuery): Promise<CheckoutQuoteDto> {
    return this.rpc.send(OrdersPatterns.quote, query);
  }

  @Post('create-payment-intent')
  @RateLimited('shopper-write')
  @Idempotent()
  @HttpCode(200)
  @ApiOkResponse({ description: 'clientSecret and the server-computed amount' })
  @ApiBadRequestResponse({ description: 'ORDERS.CART_EMPTY, or a malformed body' })
  @ApiConflictResponse({ description: 'ORDERS.AMOUNT_MISMATCH, ORDERS.CURRENCY_MISMATCH, ORDERS.ITEM_UNAVAILABLE' })
  createIntent(@Body() body: CreatePaymentIntentBody): Promise<PaymentIntentDto> {
    return this.rpc.send(OrdersPatterns.createIntent, body);
  }

  @Post('payments/manual/confirm')
  @RateLimited('shopper-write')
  @Idempotent()
  @HttpCode(200)
  @ApiOkResponse({ description: 'The test payment succeeded or was declined' })
  @ApiNotFoundResponse({ description: 'ORDERS.PAYMENT_NOT_FOUND (wrong secret) or ORDERS.PROVIDER_NOT_ACTIVE (Stripe is active)' })
  manualConfirm(@Body() body: ManualConfirmBody): Promise<ManualConfirmDto> {
    return this.rpc.send(OrdersPatterns.manualConfirm, body);
  }

  @Post('confirm-payment')
  @RateLimited('shopper-write')
  @Idempotent()
  @HttpCode(200)
  @UseFilters(ConfirmPaymentErrorFilter)
  @ApiOkResponse({ description: '{ success: true, orderNumber }; the same order however often it is called' })
  @ApiConflictResponse({ description: '{ success: false, error }: ORDERS.PAYMENT_NOT_SUCCEEDED, ORDERS.PAYMENT_MISMATCH' })
  confirm(@Body() body: ConfirmPaymentBody): Promise<ConfirmPaymentDto> {
    return this.rpc.send(OrdersPatterns.confirmPayment, body);
  }
}
