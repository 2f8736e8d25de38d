import { QUANTITY_MAX, QUANTITY_MIN } from '@/config/constants';

/**
 * The add-to-cart quantity rule (spec §5): an integer from 1 to 99; anything non-numeric becomes 1
 * and numbers are clamped (decimals are cut to their integer part).
 */
export function clampQuantity(input: string | number): number {
  const value = typeof input === 'number' ? input : Number.parseInt(input.trim(), 10);
  if (!Number.isFinite(value)) return QUANTITY_MIN;
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(value)));
}
