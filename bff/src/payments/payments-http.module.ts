import { Module } from '@nestjs/common';
import { PaymentsController } from './payments.controller';
import { StripeWebhookController } from './stripe-webhook.controller';

@Module({ controllers: [PaymentsController, StripeWebhookController] })
export class PaymentsHttpModule {}
