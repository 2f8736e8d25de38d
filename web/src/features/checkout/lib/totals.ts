import { VAT_RATE } from '@/config/constants';

export interface CheckoutTotals {
  /** Major units, rounded to cents. */
  subtotal: number;
  vat: number;
  shipping: number;
  total: number;
}

function toCents(amount: string | number): number {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}

/** Spec §9: VAT 21% on top of the subtotal, shipping always 0 at checkout, total = subtotal + VAT. */
export function checkoutTotals(subtotal: string | number): CheckoutTotals {
  const subtotalCents = toCents(subtotal);
  const vatCents = Math.round(subtotalCents * VAT_RATE);
  return {
    subtotal: subtotalCents / 100,
    vat: vatCents / 100,
    shipping: 0,
    total: (subtotalCents + vatCents) / 100,
  };
}

/** A line total (unit price × quantity) in major units, computed in cents. */
export function lineTotal(price: string, quantity: number): number {
  return (toCents(price) * quantity) / 100;
}
