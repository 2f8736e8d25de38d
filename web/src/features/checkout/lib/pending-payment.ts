import type { BillingAddress, ShippingAddress } from '../types';

/**
 * What confirm-payment needs after a payment method that leaves the site (iDEAL, Sofort, ...):
 * kept in sessionStorage (this tab only) just before the provider may redirect, read on return.
 */
const KEY = 'lumina:pending-payment';

export interface PendingPayment {
  cartSessionId: string;
  shippingAddress: ShippingAddress;
  billingAddress: BillingAddress;
}

export function savePendingPayment(pending: PendingPayment): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Storage unavailable: a redirecting method then relies on the provider's webhook for the order.
  }
}

export function readPendingPayment(): PendingPayment | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as PendingPayment) : null;
  } catch {
    return null;
  }
}

export function clearPendingPayment(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored either.
  }
}
