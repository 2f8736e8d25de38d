import type { CheckoutCurrency, CountryCode } from '../orders/countries';

/** Free shipping from this subtotal (euros, inclusive: "at or above"). One setting (ARCHITECTURE §11). */
export const FREE_SHIPPING_THRESHOLD_EUR = 75;
export const FREE_SHIPPING_THRESHOLD_MINOR = FREE_SHIPPING_THRESHOLD_EUR * 100;

/** The flat fee below the threshold, per destination, in the destination's checkout currency (minor units). */
export const SHIPPING_FEES: Readonly<Record<CountryCode, { currency: CheckoutCurrency; amountMinor: number }>> = {
  ES: { currency: 'EUR', amountMinor: 495 },
  FR: { currency: 'EUR', amountMinor: 495 },
  DE: { currency: 'EUR', amountMinor: 495 },
  IT: { currency: 'EUR', amountMinor: 495 },
  BE: { currency: 'EUR', amountMinor: 495 },
  AT: { currency: 'EUR', amountMinor: 495 },
  NL: { currency: 'EUR', amountMinor: 495 },
  CH: { currency: 'CHF', amountMinor: 995 },
};

/** True when a subtotal in euro cents ships free. */
export function shipsFree(subtotalEurMinor: number): boolean {
  return subtotalEurMinor >= FREE_SHIPPING_THRESHOLD_MINOR;
}

/** The shipping charge in the destination's currency (minor units): 0 at or above the threshold. */
export function shippingFeeMinor(country: CountryCode, subtotalEurMinor: number): number {
  return shipsFree(subtotalEurMinor) ? 0 : SHIPPING_FEES[country].amountMinor;
}

/** Euro cents still missing for free shipping (0 when it already ships free). */
export function missingForFreeShippingMinor(subtotalEurMinor: number): number {
  return Math.max(0, FREE_SHIPPING_THRESHOLD_MINOR - subtotalEurMinor);
}
