import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  confirmPaymentSchema,
  orderLookupPayload,
  OrdersPatterns,
  stripeWebhookPayload,
  type ConfirmPaymentDto,
  type ConfirmPaymentInput,
  type InvoiceFileDto,
  type OrderDto,
  type OrderLookupPayload,
  type StripeWebhookPayload,
  type StripeWebhookReplyDto,
} from '@lumina/contracts';
import { ZodPayloadPipe } from '@lumina/platform';
import { OrdersService } from './orders.service';
import { PaymentCompletionService } from './payment-completion.service';

@Controller()
export class OrdersHandlers {
  constructor(
    private readonly completion: PaymentCompletionService,
    private readonly orders: OrdersService,
  ) {}

  @MessagePattern(OrdersPatterns.confirmPayment)
  confirm(@Payload(new ZodPayloadPipe(confirmPaymentSchema)) payload: ConfirmPaymentInput): Promise<ConfirmPaymentDto> {
    return this.completion.confirm(payload);
  }

  @MessagePattern(OrdersPatterns.stripeWebhook)
  stripeWebhook(@Payload(new ZodPayloadPipe(stripeWebhookPayload)) payload: StripeWebhookPayload): Promise<StripeWebhookReplyDto> {
    return this.completion.webhook(payload);
  }

  @MessagePattern(OrdersPatterns.byNumber)
  byNumber(@Payload(new ZodPayloadPipe(orderLookupPayload)) payload: OrderLookupPayload): Promise<OrderDto> {
    return this.orders.byNumber(payload);
  }

  @MessagePattern(OrdersPatterns.invoice)
  invoice(@Payload(new ZodPayloadPipe(orderLookupPayload)) payload: OrderLookupPayload): Promise<InvoiceFileDto> {
    return this.orders.invoice(payload);
  }
}
