import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { StoredOffer } from './offer-ranking';

interface OfferRow {
  id: string;
  merchant_id: string | null;
  merchant_name: string | null;
  price_minor: number;
  rrp_minor: number | null;
  currency: string;
  shipping_minor: Record<string, number>;
  is_in_stock: boolean;
  delivery_time: string | null;
  condition: string;
  deep_link: string | null;
  last_seen_at: Date;
}

/**
 * A product's current offers (not retired), for any country: ranking is per request (offer-ranking).
 * 'Last seen' is the later of the offer's last write and its last sighting by an unchanged run.
 */
@Injectable()
export class OfferReads {
  constructor(private readonly db: DataSource) {}

  async ofProduct(productId: string): Promise<StoredOffer[]> {
    const rows = (await this.db.query(
      `SELECT o.id, o.merchant_id, o.merchant_name, o.price_minor, o.rrp_minor, o.currency, o.shipping_minor, o.is_in_stock,
              o.delivery_time, o.condition, o.deep_link, GREATEST(o.last_seen_at, s.seen_at) AS last_seen_at
         FROM offers o LEFT JOIN product_sightings s ON s.merchant_id = o.merchant_id AND s.sku = o.merchant_sku
        WHERE o.product_id = $1 AND o.retired_at IS NULL`,
      [productId],
    )) as OfferRow[];
    return rows.map((row) => ({
      id: row.id,
      merchantId: row.merchant_id,
      merchantName: row.merchant_name,
      priceMinor: row.price_minor,
      rrpMinor: row.rrp_minor,
      currency: row.currency,
      shippingMinor: row.shipping_minor,
      isInStock: row.is_in_stock,
      deliveryTime: row.delivery_time,
      condition: row.condition,
      deepLink: row.deep_link,
      lastSeenAt: row.last_seen_at,
    }));
  }
}
