import { startServiceOnOwnDatabase, type ServiceOnOwnDatabase } from '@lumina/platform/testing';

export interface CatalogProduct {
  sku: string;
  title: string;
  priceMinor: number;
  /** The row's version: a row rewritten gets a new one. */
  version: string;
}

/**
 * The real catalog service, in a process of its own, on a seeded database of the suite's own
 * (ingest adds and retires products, which the suites sharing the run's catalogue count), on the
 * merchants suite's key prefix: ingest's batches go through the production write path.
 */
export class CatalogUnderTest {
  private constructor(private readonly catalog: ServiceOnOwnDatabase) {}

  static async start(keyPrefix: string): Promise<CatalogUnderTest> {
    // Categories and brands the feeds map onto; its demo products are not the merchants' own.
    return new CatalogUnderTest(await startServiceOnOwnDatabase('catalog', keyPrefix, { SEED_DEMO: 'true' }));
  }

  /** The merchant's products in the shop (not retired), as catalog stored them. */
  async products(merchantId: string): Promise<CatalogProduct[]> {
    return this.catalog.database.query<CatalogProduct>(
      `SELECT sku, title, price_minor AS "priceMinor", xmin::text AS version
         FROM catalog.products WHERE merchant_id = $1 AND retired_at IS NULL ORDER BY sku`,
      [merchantId],
    );
  }

  /** The merchant's current offers: shipping table and the language of their rows' text. */
  async offers(merchantId: string): Promise<Array<{ sku: string; shippingMinor: Record<string, number>; textLanguage: string }>> {
    return this.catalog.database.query(
      `SELECT o.merchant_sku AS sku, o.shipping_minor AS "shippingMinor", p.text_language AS "textLanguage"
         FROM catalog.offers o JOIN catalog.products p ON p.merchant_id = o.merchant_id AND p.sku = o.merchant_sku
        WHERE o.merchant_id = $1 AND o.retired_at IS NULL ORDER BY o.merchant_sku`,
      [merchantId],
    );
  }

  close(): Promise<void> {
    return this.catalog.close();
  }
}
