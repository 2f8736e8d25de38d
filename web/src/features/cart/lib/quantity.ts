import { QUANTITY_MAX, QUANTITY_MIN } from '@/config/constants';

/** A quantity clamped to 1..99 (spec §5). */
export function clampQuantity(value: number): number {
  if (!Number.isFinite(value)) return QUANTITY_MIN;
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(value)));
}

/** A typed quantity: non-numeric input becomes 1, anything else is clamped to 1..99 (spec §5). */
export function parseQuantity(input: string): number {
  const trimmed = input.trim();
  if (!/^[-+]?\d+(\.\d+)?$/.test(trimmed)) return QUANTITY_MIN;
  return clampQuantity(Number(trimmed));
}
