import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CheckoutEntity } from './checkout.entity';
import { CheckoutHandlers } from './checkout.handlers';
import { CheckoutService } from './checkout.service';
import { CheckoutsRepository } from './checkouts.repository';

@Module({
  imports: [TypeOrmModule.forFeature([CheckoutEntity])],
  controllers: [CheckoutHandlers],
  providers: [CheckoutService, CheckoutsRepository],
  exports: [CheckoutsRepository],
})
export class CheckoutModule {}
