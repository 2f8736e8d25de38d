import { Lock } from 'lucide-react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Money } from '@/i18n/components/money';
import type { CountryCode } from '@lumina/contracts';
import { Skeleton } from '@/components/ui/skeleton';
import { checkoutTotals, lineTotal, type CheckoutTotals } from '../lib/totals';
import type { CheckoutCart, CheckoutQuoteDto } from '../types';
import { EnergyLabel } from '@/components/energy-label/energy-label';
import { labelledLine } from '@/components/energy-label/energy-classes';
import { PRODUCT_TEXT_LANGUAGE } from '@/config/constants';

export const summaryMessages = defineMessages({
  title: {
    id: 'checkout.summary.title',
    defaultMessage: 'Order Summary',
    description: 'Heading of the checkout order summary',
  },
  quantity: {
    id: 'checkout.summary.quantity',
    defaultMessage: 'Qty: {quantity}',
    description: 'Quantity of a line in the checkout summary',
  },
  subtotal: {
    id: 'checkout.summary.subtotal',
    defaultMessage: 'Subtotal',
    description: 'Subtotal label in the checkout summary',
  },
  vat: {
    id: 'checkout.summary.vatIncluded',
    defaultMessage: 'incl. VAT ({rate, number, percent})',
    description: 'Line stating the VAT (with its rate) contained in the total: catalogue prices include VAT',
  },
  swissVat: {
    id: 'checkout.summary.swissVat',
    defaultMessage: 'No EU VAT. Swiss VAT and duties are due on delivery.',
    description: 'Checkout summary line for delivery to Switzerland',
  },
  shipping: {
    id: 'checkout.summary.shipping',
    defaultMessage: 'Shipping',
    description: 'Shipping label in the checkout summary',
  },
  free: {
    id: 'checkout.summary.free',
    defaultMessage: 'FREE',
    description: 'Shipping value at or above the free-shipping threshold',
  },
  charged: {
    id: 'checkout.summary.charged',
    defaultMessage: 'You will be charged {amount} ({currency}).',
    description: 'Statement before payment of the exact amount and currency that will be charged',
  },
  total: {
    id: 'checkout.summary.total',
    defaultMessage: 'Total',
    description: 'Total label in the checkout summary',
  },
  secure: {
    id: 'checkout.summary.secure',
    defaultMessage: 'Secure checkout with 256-bit SSL encryption',
    description: 'Security note under the checkout summary',
  },
  returns: {
    id: 'checkout.summary.returns',
    defaultMessage: '30-day return policy',
    description: 'Return policy note under the checkout summary',
  },
});

/**
 * The server's totals for the shipping country when its quote has arrived; before that, in EUR the
 * same sums computed here (the catalogue is priced in EUR), in CHF nothing (the rate is the server's).
 */
function summaryTotals(
  cart: CheckoutCart,
  country: CountryCode,
  currency: string,
  quote: CheckoutQuoteDto | undefined,
): CheckoutTotals | null {
  if (quote && quote.currency.toUpperCase() === currency) {
    return {
      subtotal: quote.subtotal / 100,
      shipping: quote.shipping / 100,
      vat: quote.taxAmount / 100,
      taxRatePercent: quote.taxRatePercent,
      vatDueOnDelivery: quote.vatDueOnDelivery,
      total: quote.amount / 100,
    };
  }
  return currency === 'EUR' ? checkoutTotals(cart.totalAmount, country) : null;
}

interface OrderSummaryProps {
  cart: CheckoutCart;
  /** The shipping country: it decides shipping, VAT and the currency. */
  country: CountryCode;
  /** Upper case charge currency: EUR, or CHF for Switzerland. */
  currency: string;
  quote?: CheckoutQuoteDto;
}

/**
 * The sticky checkout summary (ARCHITECTURE §11): lines, subtotal, shipping (the destination's fee
 * or FREE), total, the VAT it includes at the destination's rate (or Switzerland's note), and the
 * amount and currency that will be charged, before the buyer pays.
 */
export function OrderSummary({ cart, country, currency, quote }: OrderSummaryProps) {
  const totals = summaryTotals(cart, country, currency, quote);
  const amount = (value: number | undefined) =>
    totals && value !== undefined ? (
      <Money amount={value} currency={currency} />
    ) : (
      <Skeleton className="inline-block h-4 w-16 align-middle" />
    );
  return (
    <aside
      aria-labelledby="checkout-summary-title"
      className="rounded-lg border border-border bg-background p-6 shadow-sm lg:sticky lg:top-24"
    >
      <h2 id="checkout-summary-title" className="text-lg font-semibold">
        <FormattedMessage {...summaryMessages.title} />
      </h2>
      <ul className="mt-4 divide-y divide-border text-sm">
        {cart.items.map((item) => (
          <li key={item.id} className="flex items-start justify-between gap-3 py-3">
            <div className="min-w-0">
              <p lang={PRODUCT_TEXT_LANGUAGE} className="font-medium">
                {item.product.name}
              </p>
              <p className="text-muted-foreground">
                <FormattedMessage {...summaryMessages.quantity} values={{ quantity: item.quantity }} />
              </p>
            </div>
            <span className="inline-flex items-center gap-2">
              {currency === 'EUR' ? (
                <Money
                  amount={lineTotal(item.price, item.quantity)}
                  currency={currency}
                  className="tabular-nums"
                />
              ) : null}
              <EnergyLabel product={labelledLine(item.product.sku, item.product.energyLabel ?? null)} />
            </span>
          </li>
        ))}
      </ul>
      <dl className="mt-2 space-y-2 border-t border-border pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted-foreground">
            <FormattedMessage {...summaryMessages.subtotal} />
          </dt>
          <dd data-testid="checkout-subtotal" className="tabular-nums">
            {amount(totals?.subtotal)}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-muted-foreground">
            <FormattedMessage {...summaryMessages.shipping} />
          </dt>
          <dd data-testid="checkout-shipping" className="text-right tabular-nums">
            {totals && totals.shipping === 0 ? (
              <span className="font-semibold text-emerald-700">
                <FormattedMessage {...summaryMessages.free} />
              </span>
            ) : (
              amount(totals?.shipping)
            )}
          </dd>
        </div>
        <div className="flex justify-between border-t border-border pt-3 text-base font-semibold">
          <dt>
            <FormattedMessage {...summaryMessages.total} />
          </dt>
          <dd data-testid="checkout-total" className="tabular-nums">
            {amount(totals?.total)}
          </dd>
        </div>
        {totals?.vatDueOnDelivery ? (
          <p data-testid="checkout-vat" className="text-xs text-muted-foreground">
            <FormattedMessage {...summaryMessages.swissVat} />
          </p>
        ) : (
          <div className="flex justify-between text-xs text-muted-foreground">
            <dt>
              <FormattedMessage
                {...summaryMessages.vat}
                values={{ rate: (totals?.taxRatePercent ?? 0) / 100 }}
              />
            </dt>
            <dd data-testid="checkout-vat" className="tabular-nums">
              {amount(totals?.vat)}
            </dd>
          </div>
        )}
      </dl>
      {totals ? (
        <p data-testid="checkout-charged" className="mt-4 rounded-md bg-secondary p-3 text-sm font-medium">
          <FormattedMessage
            {...summaryMessages.charged}
            values={{ amount: <Money key="amount" amount={totals.total} currency={currency} />, currency }}
          />
        </p>
      ) : null}
      <p className="mt-4 flex items-center gap-2 text-xs text-muted-foreground">
        <Lock className="size-3.5" aria-hidden="true" />
        <FormattedMessage {...summaryMessages.secure} />
      </p>
      <p className="mt-1 text-xs text-muted-foreground">
        <FormattedMessage {...summaryMessages.returns} />
      </p>
    </aside>
  );
}
