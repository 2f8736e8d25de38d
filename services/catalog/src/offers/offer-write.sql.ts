/**
 * SQL of the offer writes (ARCHITECTURE §15). An offer is written by the product writer's own
 * upsert statement (one more common table expression, no extra round trip per batch), keyed on
 * (merchant, merchant sku), and only when what a buyer pays or gets changed.
 */

/** The columns that make an offer's content, in hash order. */
export interface OfferContent {
  price: string;
  rrp: string;
  currency: string;
  shipping: string;
  inStock: string;
  deliveryTime: string;
  condition: string;
  deepLink: string;
  merchantName: string;
}

/**
 * What a buyer pays and gets from an offer, hashed. The AddOffers migration back-fills with the
 * same expression, so a back-filled offer is not rewritten by a product write that changes only
 * its text.
 */
export function offerHash(content: OfferContent): string {
  const { price, rrp, currency, shipping, inStock, deliveryTime, condition, deepLink, merchantName } =
    content;
  return `md5(row(${price}, ${rrp}, ${currency}, ${shipping}, ${inStock}, ${deliveryTime}, ${condition}, ${deepLink}, ${merchantName})::text)`;
}

/**
 * The offers of the products a batch upsert returned (`written`: id, sku), from its staged rows
 * (`staging`: sku, price_minor, original_price_minor, currency, is_in_stock, affiliate_url, ord,
 * merged_into: the product the row's offer belongs to when it joined another, offers/matching).
 * $1 merchant id, $2 merchant name, $3 run id. Shipping is the staged `offer_shipping` (the row's
 * own, else the merchant's default table); a feed row carries no delivery time or condition yet:
 * delivery unknown, new.
 */
export function offerUpsertCte(written: string, staging: string): string {
  const content = {
    price: 's.price_minor',
    rrp: 's.original_price_minor',
    currency: 's.currency',
    shipping: 's.offer_shipping',
    inStock: 's.is_in_stock',
    deliveryTime: 'NULL::text',
    condition: `'new'::text`,
    deepLink: 's.affiliate_url',
    merchantName: '$2::text',
  };
  return `
    INSERT INTO offers AS o (product_id, merchant_id, merchant_name, merchant_sku, price_minor, rrp_minor, currency,
                             shipping_minor, is_in_stock, delivery_time, condition, deep_link, last_seen_run, last_seen_at, content_hash)
    SELECT COALESCE(s.merged_into, w.id), $1::uuid, ${content.merchantName}, s.sku, ${content.price}, ${content.rrp}, ${content.currency},
           ${content.shipping}, ${content.inStock}, ${content.deliveryTime}, ${content.condition}, ${content.deepLink},
           $3::text, now(), ${offerHash(content)}
      FROM ${written} w JOIN ${staging} s ON s.sku = w.sku
     ORDER BY s.ord
    ON CONFLICT (merchant_id, merchant_sku) DO UPDATE SET
           product_id = EXCLUDED.product_id, merchant_name = EXCLUDED.merchant_name, price_minor = EXCLUDED.price_minor, rrp_minor = EXCLUDED.rrp_minor,
           currency = EXCLUDED.currency, shipping_minor = EXCLUDED.shipping_minor, is_in_stock = EXCLUDED.is_in_stock,
           delivery_time = EXCLUDED.delivery_time, condition = EXCLUDED.condition, deep_link = EXCLUDED.deep_link,
           last_seen_run = EXCLUDED.last_seen_run, last_seen_at = EXCLUDED.last_seen_at,
           content_hash = EXCLUDED.content_hash, retired_at = NULL, updated_at = now()
     WHERE o.content_hash IS DISTINCT FROM EXCLUDED.content_hash OR o.retired_at IS NOT NULL
        OR o.product_id IS DISTINCT FROM EXCLUDED.product_id
    RETURNING o.id`;
}

/** An offer's own columns as hash input, some replaced by new values (for an UPDATE's SET list). */
function storedOfferHash(alias: string, replaced: Partial<OfferContent>): string {
  return offerHash({
    price: `${alias}.price_minor`,
    rrp: `${alias}.rrp_minor`,
    currency: `${alias}.currency`,
    shipping: `${alias}.shipping_minor`,
    inStock: `${alias}.is_in_stock`,
    deliveryTime: `${alias}.delivery_time`,
    condition: `${alias}.condition`,
    deepLink: `${alias}.deep_link`,
    merchantName: `${alias}.merchant_name`,
    ...replaced,
  });
}

/**
 * An admin's edit of a product's price and stock ($1 product id), carried to the product's own
 * offer (its merchant and sku) until offers are edited one by one.
 */
export const OFFER_FOLLOWS_PRODUCT_EDIT_SQL = `
  UPDATE offers o SET price_minor = p.price_minor, rrp_minor = p.original_price_minor, is_in_stock = p.is_in_stock,
         content_hash = ${storedOfferHash('o', { price: 'p.price_minor', rrp: 'p.original_price_minor', inStock: 'p.is_in_stock' })},
         updated_at = now()
    FROM products p
   WHERE p.id = $1 AND o.product_id = p.id AND o.merchant_id IS NOT DISTINCT FROM p.merchant_id AND o.merchant_sku = p.sku`;

/** A merchant's new name ($1 merchant id, $2 name) on its offers. */
export const OFFER_MERCHANT_RENAME_SQL = `
  UPDATE offers o SET merchant_name = $2, content_hash = ${storedOfferHash('o', { merchantName: '$2::text' })}, updated_at = now()
   WHERE o.merchant_id = $1 AND o.merchant_name IS DISTINCT FROM $2`;
