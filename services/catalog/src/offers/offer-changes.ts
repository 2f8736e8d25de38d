import type { OfferChange, OfferPriceState } from '@lumina/contracts';

/** An offer's stored state as the change set compares it (offers table). */
export interface OfferStateRow {
  id: string;
  product_id: string;
  merchant_id: string;
  merchant_sku: string;
  price_minor: number;
  currency: string;
  shipping_minor: Record<string, number>;
  is_in_stock: boolean;
  retired: boolean;
}

/** A merchant's offers by SKU ($1 merchant, $2 SKUs), one key probe each (see the writer's BY_SKU). */
export const OFFER_STATES_SQL = `
  SELECT o.id, o.product_id, o.merchant_id, o.merchant_sku, o.price_minor, o.currency, o.shipping_minor, o.is_in_stock,
         o.retired_at IS NOT NULL AS retired
    FROM unnest($2::text[]) AS k(sku)
   CROSS JOIN LATERAL (SELECT * FROM offers WHERE merchant_id = $1 AND merchant_sku = k.sku LIMIT 1) o`;

export function priceState(row: OfferStateRow): OfferPriceState {
  return { priceMinor: row.price_minor, currency: row.currency, shippingMinor: row.shipping_minor, inStock: row.is_in_stock };
}

function sameState(a: OfferPriceState, b: OfferPriceState): boolean {
  const shipping = (state: OfferPriceState) => JSON.stringify(Object.entries(state.shippingMinor).sort(([x], [y]) => x.localeCompare(y)));
  return a.priceMinor === b.priceMinor && a.currency === b.currency && a.inStock === b.inStock && shipping(a) === shipping(b);
}

/**
 * The offers whose price, currency, shipping or availability a write changed (ADR 016): new ones
 * (or ones back from retirement) with `before: null`, retired ones with `after: null`.
 */
export function offerChanges(before: readonly OfferStateRow[], after: readonly OfferStateRow[]): OfferChange[] {
  const earlier = new Map(before.filter((row) => !row.retired).map((row) => [row.id, row]));
  const changes: OfferChange[] = [];
  for (const row of after) {
    const was = earlier.get(row.id);
    const wasState = was === undefined ? null : priceState(was);
    const nowState = row.retired ? null : priceState(row);
    if (wasState === null && nowState === null) continue;
    if (wasState !== null && nowState !== null && sameState(wasState, nowState)) continue;
    changes.push({ offerId: row.id, productId: row.product_id, merchantId: row.merchant_id, before: wasState, after: nowState });
  }
  return changes;
}
