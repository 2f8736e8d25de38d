import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ManualConfirmDto, ManualConfirmInput } from '@lumina/contracts';
import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Repository } from 'typeorm';
import { PaymentNotFoundError } from '../payment.errors';
import type { CreateIntentInput, CreatedIntent, PaymentProvider, ProviderIntent } from '../payment-provider';
import { ManualPaymentIntentEntity } from './manual-payment-intent.entity';

function sameSecret(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

function toIntent(row: ManualPaymentIntentEntity): ProviderIntent {
  return { id: row.id, status: row.status, amountMinor: row.amountMinor, currency: row.currency, metadata: row.metadata };
}

/**
 * The development provider (like Medusa's system provider): intents live in our own table and
 * "succeed" when the test-payment form confirms them with the client secret. No money moves.
 */
@Injectable()
export class ManualPaymentProvider implements PaymentProvider {
  readonly name = 'manual' as const;
  private readonly logger = new Logger(ManualPaymentProvider.name);

  constructor(@InjectRepository(ManualPaymentIntentEntity) private readonly intents: Repository<ManualPaymentIntentEntity>) {}

  paymentMethodTypes(): string[] {
    return ['manual'];
  }

  async createIntent(input: CreateIntentInput): Promise<CreatedIntent> {
    const id = `manual_pi_${randomUUID().replace(/-/g, '')}`;
    const row = this.intents.create({
      id,
      clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
      amountMinor: input.amountMinor,
      currency: input.currency,
      status: 'requires_payment_method',
      metadata: { checkoutId: input.checkoutId, cartSessionId: input.cartSessionId },
    });
    await this.intents.insert(row);
    return { ...toIntent(row), clientSecret: row.clientSecret };
  }

  async retrieveIntent(id: string): Promise<ProviderIntent | null> {
    const row = await this.intents.findOneBy({ id });
    return row ? toIntent(row) : null;
  }

  /** The test-payment form's "Complete Payment". Confirming twice is harmless. */
  async confirm({ paymentIntentId, clientSecret, outcome }: ManualConfirmInput): Promise<ManualConfirmDto> {
    const row = await this.intents.findOneBy({ id: paymentIntentId });
    if (!row || !sameSecret(clientSecret, row.clientSecret)) throw new PaymentNotFoundError(paymentIntentId);
    if (row.status === 'succeeded') return { paymentIntentId, status: 'succeeded' };
    if (outcome === 'decline') {
      return { paymentIntentId, status: 'requires_payment_method', error: 'Your card was declined (test payment).' };
    }
    await this.intents.update({ id: paymentIntentId, status: 'requires_payment_method' }, { status: 'succeeded' });
    this.logger.log(`test payment ${paymentIntentId} succeeded`);
    return { paymentIntentId, status: 'succeeded' };
  }
}
