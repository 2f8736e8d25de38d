import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SHIPPING_FEES } from '@lumina/contracts';
import { Money } from '@/i18n/components/money';
import { Price } from '@/i18n/components/price';
import { useLanguage } from '@/i18n/language-provider';
import { freeShippingProgress } from '../lib/cart-totals';
import { emptyCartMessages } from './empty-cart';

const messages = defineMessages({
  title: {
    id: 'cart.summary.title',
    defaultMessage: 'Order Summary',
    description: 'Heading of the cart order summary',
  },
  subtotal: {
    id: 'cart.summary.subtotal',
    defaultMessage: 'Subtotal ({count, plural, one {# item} other {# items}})',
    description: 'Subtotal label in the cart summary with the number of items',
  },
  shipping: {
    id: 'cart.summary.shipping',
    defaultMessage: 'Shipping',
    description: 'Shipping label in the cart summary',
  },
  flatFee: {
    id: 'cart.summary.flatFee',
    defaultMessage: '{amount} (EU)',
    description: 'Shipping value in the cart summary below the free-shipping threshold: the flat EU fee',
  },
  free: {
    id: 'cart.summary.free',
    defaultMessage: 'FREE',
    description: 'Shipping value when shipping is free',
  },
  vatNote: {
    id: 'cart.summary.vatIncludedNote',
    defaultMessage: 'Prices include VAT. You pay in euros (EUR), or in Swiss francs (CHF) for delivery to Switzerland.',
    description: 'Note under the cart subtotal: what is charged and in which currency',
  },
  charged: {
    id: 'cart.summary.chargedInEuros',
    defaultMessage: 'Amounts marked ≈ are approximate. You will be charged {amount} (EUR) plus any shipping.',
    description: 'Cart note for shoppers whose language shows another currency: the euro amount charged',
  },
  checkout: {
    id: 'cart.summary.checkout',
    defaultMessage: 'Proceed to Checkout',
    description: 'Button from the cart to the checkout',
  },
});

/**
 * The cart's order summary: subtotal, shipping (the flat EU fee below the threshold, else FREE) and
 * what will be charged in which currency (ARCHITECTURE §11).
 */
export function CartSummary({ subtotal, itemCount }: { subtotal: string; itemCount: number }) {
  const { qualifies } = freeShippingProgress(subtotal);
  const { language } = useLanguage();
  return (
    <section
      aria-labelledby="cart-summary-title"
      className="rounded-lg border border-border bg-background p-6 shadow-sm lg:sticky lg:top-24"
    >
      <h2 id="cart-summary-title" className="text-lg font-semibold">
        <FormattedMessage {...messages.title} />
      </h2>
      <dl className="mt-4 space-y-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">
            <FormattedMessage {...messages.subtotal} values={{ count: itemCount }} />
          </dt>
          <dd data-testid="cart-subtotal" className="font-semibold tabular-nums">
            <Price amount={subtotal} />
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">
            <FormattedMessage {...messages.shipping} />
          </dt>
          <dd
            data-testid="cart-shipping"
            className={qualifies ? 'font-semibold text-emerald-700' : undefined}
          >
            {qualifies ? (
              <FormattedMessage {...messages.free} />
            ) : (
              <FormattedMessage
                {...messages.flatFee}
                values={{ amount: <Price key="fee" amount={SHIPPING_FEES.ES.amountMinor / 100} /> }}
              />
            )}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-muted-foreground">
        <FormattedMessage {...messages.vatNote} />
      </p>
      {language.currency === 'EUR' ? null : (
        <p data-testid="cart-charged" className="mt-2 rounded-md bg-secondary p-2 text-xs font-medium">
          <FormattedMessage
            {...messages.charged}
            values={{ amount: <Money key="eur" amount={subtotal} currency="EUR" /> }}
          />
        </p>
      )}
      <div className="mt-6 flex flex-col gap-2">
        <Button asChild size="lg">
          <Link to={paths.checkout}>
            <FormattedMessage {...messages.checkout} />
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>
            <FormattedMessage {...emptyCartMessages.continue} />
          </Link>
        </Button>
      </div>
    </section>
  );
}
