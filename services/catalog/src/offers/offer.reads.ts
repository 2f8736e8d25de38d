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

/** A product's current offers (not retired), for any country: ranking is per request (offer-ranking). */
@Injectable()
export class OfferReads {
  constructor(private readonly db: DataSource) {}

  async ofProduct(productId: string): Promise<StoredOffer[]> {
    const rows = (await this.db.query(
      `SELECT id, merchant_id, merchant_name, price_minor, rrp_minor, currency, shipping_minor, is_in_stock,
              delivery_time, condition, deep_link, last_seen_at
         FROM offers WHERE product_id = $1 AND retired_at IS NULL`,
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
