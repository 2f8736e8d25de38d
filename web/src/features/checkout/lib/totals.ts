import { shippingFeeMinor, vatDueOnDelivery, vatIncludedMinor, vatRatePercent, type CountryCode } from '@lumina/contracts';

export interface CheckoutTotals {
  /** Major units, rounded to cents. */
  subtotal: number;
  shipping: number;
  /** The VAT contained in the total (catalogue prices include VAT). */
  vat: number;
  taxRatePercent: number;
  vatDueOnDelivery: boolean;
  total: number;
}

function toCents(amount: string | number): number {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}

/**
 * A euro checkout's totals from contracts' shipping and VAT tables, the same the orders service
 * charges (it stays the authority: the summary switches to its quote when that arrives).
 */
export function checkoutTotals(subtotal: string | number, country: CountryCode): CheckoutTotals {
  const subtotalCents = toCents(subtotal);
  const shippingCents = shippingFeeMinor(country, subtotalCents);
  const totalCents = subtotalCents + shippingCents;
  const rate = vatRatePercent(country);
  return {
    subtotal: subtotalCents / 100,
    shipping: shippingCents / 100,
    vat: vatIncludedMinor(totalCents, rate) / 100,
    taxRatePercent: rate,
    vatDueOnDelivery: vatDueOnDelivery(country),
    total: totalCents / 100,
  };
}

/** A line total (unit price × quantity) in major units, computed in cents. */
export function lineTotal(price: string, quantity: number): number {
  return (toCents(price) * quantity) / 100;
}
