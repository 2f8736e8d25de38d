/**
 * 'Listed' (shown in the shop), defined once (ARCHITECTURE §15): not removed by an admin, not
 * retired by its merchant's sync, not merged into another product (its offer belongs to the survivor).
 */
export function listedProduct(alias = 'p'): string {
  const prefix = alias === '' ? '' : `${alias}.`;
  return `${prefix}removed_at IS NULL AND ${prefix}retired_at IS NULL AND ${prefix}merged_into IS NULL`;
}
