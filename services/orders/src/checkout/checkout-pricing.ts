import { CHECKOUT_COUNTRIES, VAT_RATE_PERCENT, type CheckoutCartLine, type CountryCode } from '@lumina/contracts';
import type { CheckoutLine } from './checkout.entity';

/** The catalogue's prices are in this currency; anything else is converted or refused. */
export const CATALOGUE_CURRENCY = 'EUR';

export interface PricedCheckout {
  /** Upper case ISO 4217. */
  currency: 'EUR' | 'CHF';
  lines: CheckoutLine[];
  subtotalMinor: number;
  taxMinor: number;
  totalMinor: number;
}

/** 21% of an amount in minor units, rounded half up to the cent, in integers only. */
export function vatOf(subtotalMinor: number): number {
  return Math.floor((subtotalMinor * VAT_RATE_PERCENT + 50) / 100);
}

/**
 * Prices a checkout (spec §9): lines in the shipping country's currency, VAT added on top of the
 * subtotal. Unit prices are converted one by one, so line totals add up to the subtotal exactly.
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
  const subtotalMinor = priced.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
  const taxMinor = vatOf(subtotalMinor);
  return { currency, lines: priced, subtotalMinor, taxMinor, totalMinor: subtotalMinor + taxMinor };
}
