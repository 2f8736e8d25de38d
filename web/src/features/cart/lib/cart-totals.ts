import { FREE_SHIPPING_THRESHOLD_EUR } from '@lumina/contracts';
import type { CartItemResponse } from '../types';

/** A decimal string from the API as integer cents, so money is never summed as floats. */
export function toCents(amount: string | number): number {
  const value = typeof amount === 'number' ? amount : Number.parseFloat(amount);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}

export function centsToDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** Line total in cents. */
export function lineTotalCents(item: Pick<CartItemResponse, 'price' | 'quantity'>): number {
  return toCents(item.price) * item.quantity;
}

/** Totals recomputed from the lines (used for optimistic updates until the server answers). */
export function summarise(items: Pick<CartItemResponse, 'price' | 'quantity'>[]): {
  itemCount: number;
  totalAmount: string;
} {
  return {
    itemCount: items.reduce((count, item) => count + item.quantity, 0),
    totalAmount: centsToDecimal(items.reduce((sum, item) => sum + lineTotalCents(item), 0)),
  };
}

export interface FreeShippingProgress {
  qualifies: boolean;
  /** What is still needed, in EUR (0 once it qualifies). */
  remaining: number;
  /** 0..100, for the progress bar. */
  percent: number;
}

/** Free shipping from FREE_SHIPPING_THRESHOLD_EUR inclusive (spec §4: "at or above"). */
export function freeShippingProgress(
  subtotal: string | number,
  threshold = FREE_SHIPPING_THRESHOLD_EUR,
): FreeShippingProgress {
  const subtotalCents = toCents(subtotal);
  const thresholdCents = Math.round(threshold * 100);
  const remainingCents = Math.max(0, thresholdCents - subtotalCents);
  return {
    qualifies: remainingCents === 0,
    remaining: remainingCents / 100,
    percent: thresholdCents === 0 ? 100 : Math.min(100, Math.round((subtotalCents / thresholdCents) * 100)),
  };
}
