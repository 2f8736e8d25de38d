import { PartyPopper, Truck } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Price } from '@/i18n/components/price';
import { cn } from '@/lib/cn';
import { freeShippingProgress } from '../lib/cart-totals';

const messages = defineMessages({
  below: {
    id: 'cart.freeShipping.below',
    defaultMessage: 'Add {amount} more to get FREE shipping!',
    description: 'Cart banner below the free-shipping threshold; amount is what is still needed',
  },
  reached: {
    id: 'cart.freeShipping.reached',
    defaultMessage: 'Congratulations! Your order qualifies for FREE shipping.',
    description: 'Cart banner at or above the free-shipping threshold',
  },
  progress: {
    id: 'cart.freeShipping.progress',
    defaultMessage: 'Progress towards free shipping',
    description: 'Accessible name of the free-shipping progress bar',
  },
});

/** Spec §4: below the threshold the amount still needed; at or above, congratulations and FREE shipping. */
export function FreeShippingBanner({ subtotal, className }: { subtotal: string; className?: string }) {
  const intl = useIntl();
  const { qualifies, remaining, percent } = freeShippingProgress(subtotal);
  return (
    <div
      data-testid="free-shipping-banner"
      role="status"
      className={cn(
        'rounded-lg border p-4',
        qualifies
          ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
          : 'border-accent bg-secondary text-secondary-foreground',
        className,
      )}
    >
      <p className="flex items-center gap-2 text-sm font-medium">
        {qualifies ? (
          <PartyPopper className="size-5 shrink-0" aria-hidden="true" />
        ) : (
          <Truck className="size-5 shrink-0" aria-hidden="true" />
        )}
        {qualifies ? (
          <FormattedMessage {...messages.reached} />
        ) : (
          <span>
            <FormattedMessage
              {...messages.below}
              values={{ amount: <Price key="amount" amount={remaining} className="font-semibold" /> }}
            />
          </span>
        )}
      </p>
      {qualifies ? null : (
        <div
          role="progressbar"
          aria-label={intl.formatMessage(messages.progress)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-3 h-2 overflow-hidden rounded-full bg-background"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
      )}
    </div>
  );
}
