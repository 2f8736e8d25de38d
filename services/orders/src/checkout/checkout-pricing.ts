import {
  CATALOGUE_CURRENCY,
  CHECKOUT_COUNTRIES,
  shippingFeeMinor,
  vatIncludedMinor,
  vatRatePercent,
  type CheckoutCartLine,
  type CountryCode,
} from '@lumina/contracts';
import type { CheckoutLine } from './checkout.entity';

export interface PricedCheckout {
  /** Upper case ISO 4217. */
  currency: 'EUR' | 'CHF';
  lines: CheckoutLine[];
  subtotalMinor: number;
  /** The destination's flat fee below the free-shipping threshold, 0 at or above it (contracts' shipping table). */
  shippingMinor: number;
  /** The VAT contained in the total (prices include VAT); 0 for Switzerland. */
  taxMinor: number;
  taxRatePercent: number;
  /** subtotal + shipping: what the buyer pays. */
  totalMinor: number;
}

/**
 * Prices a checkout (ARCHITECTURE §11, docs/adr-009): lines in the shipping country's currency;
 * catalogue prices include VAT, so the total is subtotal + shipping and the VAT line states the
 * destination rate's part of it. Unit prices are converted one by one, so line totals add up to the
 * subtotal exactly. The free-shipping threshold is judged on the euro subtotal, as the cart shows it.
 */
export function priceCheckout(lines: readonly CheckoutCartLine[], country: CountryCode, chfPerEur: number): PricedCheckout {
  const currency = CHECKOUT_COUNTRIES[country].currency;
  const priced = lines.map((line): CheckoutLine => {
    if (line.currency !== CATALOGUE_CURRENCY) {
      throw new RangeError(`Cannot price ${line.sku} in ${line.currency}: the catalogue currency is ${CATALOGUE_CURRENCY}`);
    }
    const unitPriceMinor = currency === 'EUR' ? line.unitPriceMinor : Math.round(line.unitPriceMinor * chfPerEur);
    return { productId: line.productId, title: line.title, sku: line.sku, quantity: line.quantity, unitPriceMinor };
  });
  const euroSubtotalMinor = lines.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
  const subtotalMinor = priced.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
  const shippingMinor = shippingFeeMinor(country, euroSubtotalMinor);
  const totalMinor = subtotalMinor + shippingMinor;
  const taxRatePercent = vatRatePercent(country);
  return { currency, lines: priced, subtotalMinor, shippingMinor, taxMinor: vatIncludedMinor(totalMinor, taxRatePercent), taxRatePercent, totalMinor };
}
