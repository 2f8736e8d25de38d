import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CheckoutModule } from '../checkout/checkout.module';
import { OrderLineEntity } from './order-line.entity';
import { OrderPaidOutbox } from './order-paid.outbox';
import { OrderWriter } from './order-writer';
import { OrderEntity } from './order.entity';
import { OrdersHandlers } from './orders.handlers';
import { OrdersService } from './orders.service';
import { PaymentCompletionService } from './payment-completion.service';

@Module({
  imports: [TypeOrmModule.forFeature([OrderEntity, OrderLineEntity]), CheckoutModule],
  controllers: [OrdersHandlers],
  providers: [OrdersService, OrderWriter, OrderPaidOutbox, PaymentCompletionService],
})
export class OrdersDomainModule {}
