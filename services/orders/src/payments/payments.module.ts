import { Logger, Module, type DynamicModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { paymentProviderOf, type OrdersConfig } from '../config';
import { ManualPaymentIntentEntity } from './manual/manual-payment-intent.entity';
import { ManualPaymentProvider } from './manual/manual-payment.provider';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider';
import { StripePaymentProvider } from './stripe/stripe-payment.provider';

function stripeFrom(config: OrdersConfig): StripePaymentProvider {
  if (!config.STRIPE_SECRET_KEY) throw new Error('STRIPE_SECRET_KEY is required for the stripe provider');
  return new StripePaymentProvider({
    secretKey: config.STRIPE_SECRET_KEY,
    webhookSecret: config.STRIPE_WEBHOOK_SECRET,
    publishableKey: config.STRIPE_PUBLISHABLE_KEY,
    paymentMethodTypes: config.STRIPE_PAYMENT_METHODS,
    host: config.STRIPE_API_HOST,
    port: config.STRIPE_API_PORT,
    protocol: config.STRIPE_API_PROTOCOL,
  });
}

/** Picks the one provider this process uses: Stripe with a secret key, else the manual one. */
@Module({})
export class PaymentsModule {
  static forRoot(config: OrdersConfig): DynamicModule {
    const provider = paymentProviderOf(config);
    return {
      module: PaymentsModule,
      global: true,
      imports: [TypeOrmModule.forFeature([ManualPaymentIntentEntity])],
      providers: [
        ManualPaymentProvider,
        {
          provide: PAYMENT_PROVIDER,
          inject: [ManualPaymentProvider],
          useFactory: (manual: ManualPaymentProvider): PaymentProvider => {
            const logger = new Logger(PaymentsModule.name);
            if (provider === 'stripe') return stripeFrom(config);
            const warn = config.NODE_ENV === 'production' ? logger.warn.bind(logger) : logger.log.bind(logger);
            warn('payments: manual TEST provider active (no money is taken); set STRIPE_SECRET_KEY for real payments');
            return manual;
          },
        },
      ],
      exports: [PAYMENT_PROVIDER, ManualPaymentProvider],
    };
  }
}
