import { databaseEnvSchema, loadConfigOrExit, serviceEnvSchema } from '@lumina/platform';
import { CURRENCY_RATES_PER_EUR } from '@lumina/contracts';
import { z } from 'zod';

/** Spec §9's methods, less giropay and sofort: Stripe retired both in 2024 and refuses new intents with them. */
const DEFAULT_STRIPE_METHODS = 'card,sepa_debit,ideal,bancontact,eps,p24';

const optionalSecret = (prefix: string) =>
  z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.string().startsWith(prefix, `must start with ${prefix}`).optional())
    .optional();

export const ordersEnvSchema = serviceEnvSchema
  .extend({
    HEALTH_PORT: serviceEnvSchema.shape.HEALTH_PORT.default(8083),
    /** Default: stripe when STRIPE_SECRET_KEY is set, otherwise the manual development provider. */
    PAYMENT_PROVIDER: z.enum(['stripe', 'manual']).optional(),
    STRIPE_SECRET_KEY: optionalSecret('sk_'),
    STRIPE_WEBHOOK_SECRET: optionalSecret('whsec_'),
    STRIPE_PUBLISHABLE_KEY: optionalSecret('pk_'),
    /** Point the SDK elsewhere (a local stand-in in tests); Stripe's own API otherwise. */
    STRIPE_API_HOST: z.string().min(1).optional(),
    STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
    STRIPE_PAYMENT_METHODS: z
      .string()
      .default(DEFAULT_STRIPE_METHODS)
      .transform((list) => list.split(',').map((method) => method.trim()).filter(Boolean))
      .pipe(z.array(z.string().regex(/^[a-z0-9_]+$/)).min(1)),
    /**
     * Catalogue prices are EUR; a Swiss order pays in CHF at this rate. Default: the CHF row of the
     * one rates table in @lumina/contracts (CURRENCY_RATES_PER_EUR), which the web shows as well.
     */
    CHF_PER_EUR: z.coerce.number().positive().max(10).default(CURRENCY_RATES_PER_EUR.CHF),
    /** Re-send `order.paid` for orders whose event is not confirmed sent (crash between write and emit). */
    OUTBOX_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    SELLER_NAME: z.string().min(1).default('Lumina Lighting S.L.'),
    SELLER_ADDRESS: z.string().min(1).default('Calle de la Luz 1, 28001 Madrid, Spain'),
    SELLER_VAT_ID: z.string().min(1).default('ESB00000000'),
  })
  .extend(databaseEnvSchema.shape)
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER === 'stripe' && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'is required when PAYMENT_PROVIDER=stripe' });
    }
  });

export type OrdersConfig = z.infer<typeof ordersEnvSchema>;

export function paymentProviderOf(config: OrdersConfig): 'stripe' | 'manual' {
  return config.PAYMENT_PROVIDER ?? (config.STRIPE_SECRET_KEY ? 'stripe' : 'manual');
}

export const loadOrdersConfig = (): OrdersConfig => loadConfigOrExit(ordersEnvSchema, 'orders');
