import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Products and their offers (ARCHITECTURE §15, issue 25): an offer is one merchant's sale of a
 * product, identified by (merchant, merchant sku), the bulk writer's upsert key. A product has at
 * most one offer per merchant. Every existing product becomes a product with exactly one offer:
 * its own merchant, sku, price, link and stock; the feed's 'original price' is the offer's
 * `rrp_minor` (shown as such, never struck through).
 *
 * - `shipping_minor`: shipping cost per destination country (`{"DE": 495}`); empty means the feed
 *   sent none (the merchant's default shipping table is a later step; until then such an offer
 *   ships free everywhere).
 * - `content_hash`: md5 of what a buyer pays and gets (OFFER_HASH in offers/offer-write.sql.ts,
 *   the same expression): the writer rewrites an offer only when it changes.
 * - `last_seen_run` / `last_seen_at`: the run (and time) that last wrote the offer.
 * - `retired_at`: set by the same stale rule as its product.
 */
export class AddOffers1766900000000 implements MigrationInterface {
  name = 'AddOffers1766900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE offers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        product_id uuid NOT NULL REFERENCES products (id) ON DELETE CASCADE,
        merchant_id uuid,
        merchant_name text,
        merchant_sku text NOT NULL,
        price_minor integer NOT NULL,
        rrp_minor integer,
        currency text NOT NULL,
        shipping_minor jsonb NOT NULL DEFAULT '{}',
        is_in_stock boolean NOT NULL,
        delivery_time text,
        condition text NOT NULL DEFAULT 'new',
        deep_link text,
        last_seen_run text,
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        content_hash text,
        retired_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT offers_merchant_sku_key UNIQUE (merchant_id, merchant_sku),
        CONSTRAINT offers_product_merchant_key UNIQUE (product_id, merchant_id)
      )`);
    await queryRunner.query(`
      INSERT INTO offers (product_id, merchant_id, merchant_name, merchant_sku, price_minor, rrp_minor, currency,
                          is_in_stock, deep_link, last_seen_run, last_seen_at, retired_at, content_hash)
      SELECT p.id, p.merchant_id, p.merchant_name, p.sku, p.price_minor, p.original_price_minor, p.currency,
             p.is_in_stock, p.affiliate_url, p.last_write_run, p.updated_at, p.retired_at,
             md5(row(p.price_minor, p.original_price_minor, p.currency, '{}'::jsonb, p.is_in_stock,
                     NULL::text, 'new'::text, p.affiliate_url, p.merchant_name)::text)
        FROM products p`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE offers');
  }
}
