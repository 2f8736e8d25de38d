import { ADDRESS_KEYS } from '@/lib/address';
import type { OrderAddress, OrderResponse } from '../types';

const FIELDS = ['email', ...ADDRESS_KEYS] as const;

/** The order's shipping address: spec §3 keeps it as JSON text; an object or bad JSON are tolerated. */
export function parseOrderAddress(value: OrderResponse['shippingAddress']): OrderAddress | null {
  let raw: unknown = value;
  if (typeof value === 'string') {
    try {
      raw = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const source = raw as Record<string, unknown>;
  const address: OrderAddress = {};
  for (const field of FIELDS) {
    const fieldValue = source[field];
    if (typeof fieldValue === 'string' && fieldValue.trim() !== '') address[field] = fieldValue;
  }
  return Object.keys(address).length > 0 ? address : null;
}
