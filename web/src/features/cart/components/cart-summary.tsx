import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { Price } from '@/i18n/components/price';
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
  calculated: {
    id: 'cart.summary.calculatedAtCheckout',
    defaultMessage: 'Calculated at checkout',
    description: 'Shipping value in the cart summary below the free-shipping threshold',
  },
  free: {
    id: 'cart.summary.free',
    defaultMessage: 'FREE',
    description: 'Shipping value when shipping is free',
  },
  vatNote: {
    id: 'cart.summary.vatNote',
    defaultMessage: 'VAT is added at checkout.',
    description: 'Note under the cart subtotal',
  },
  checkout: {
    id: 'cart.summary.checkout',
    defaultMessage: 'Proceed to Checkout',
    description: 'Button from the cart to the checkout',
  },
});

/** The cart's order summary: subtotal, shipping ('Calculated at checkout' below the threshold, else FREE). */
export function CartSummary({ subtotal, itemCount }: { subtotal: string; itemCount: number }) {
  const { qualifies } = freeShippingProgress(subtotal);
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
            <FormattedMessage {...(qualifies ? messages.free : messages.calculated)} />
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-muted-foreground">
        <FormattedMessage {...messages.vatNote} />
      </p>
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
