import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SearchIndexer } from '../../search/indexing/search-indexer';
import { SitemapScheduler } from '../../sitemaps/sitemap-scheduler';
import { ProductsService } from '../products.service';
import { OFFER_MERCHANT_RENAME_SQL } from '../../offers/offer-write.sql';

/**
 * Follows `merchant.changed`: a deactivated merchant's products leave the shop (retired, and
 * remembered as hidden by the deactivation); reactivation brings those back; a rename is copied
 * onto the products. Each change is one statement, then only the touched ids are re-indexed.
 * Idempotent: the same event twice changes nothing the second time.
 */
@Injectable()
export class MerchantVisibilityService {
  private readonly logger = new Logger(MerchantVisibilityService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly searchIndexer: SearchIndexer,
    private readonly products: ProductsService,
    private readonly sitemaps: SitemapScheduler,
  ) {}

  async merchantChanged(merchant: { id: string; name: string; isActive: boolean }): Promise<void> {
    const touched = merchant.isActive ? await this.show(merchant.id) : await this.hide(merchant.id);
    const renamed: { id: string }[] = await this.dataSource.query(
      `UPDATE products SET merchant_name = $2, updated_at = now() WHERE merchant_id = $1 AND merchant_name IS DISTINCT FROM $2 RETURNING id`,
      [merchant.id, merchant.name],
    );
    await this.dataSource.query(OFFER_MERCHANT_RENAME_SQL, [merchant.id, merchant.name]);
    const ids = [...new Set([...touched, ...renamed.map((row) => row.id)])];
    if (ids.length === 0) return;
    await this.searchIndexer.enqueue(ids);
    this.products.forgetCachedReads();
    await this.sitemaps.catalogueChanged();
    this.logger.log(`merchant ${merchant.id} (${merchant.isActive ? 'active' : 'inactive'}): ${ids.length} products updated`);
  }

  private async hide(merchantId: string): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `WITH hidden AS (
         UPDATE products SET retired_at = now(), updated_at = now()
         WHERE merchant_id = $1 AND retired_at IS NULL RETURNING id
       )
       INSERT INTO merchant_hidden_products (product_id, merchant_id) SELECT id, $1 FROM hidden
       ON CONFLICT (product_id) DO NOTHING RETURNING product_id AS id`,
      [merchantId],
    );
    return rows.map((row) => row.id);
  }

  private async show(merchantId: string): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(
      `WITH released AS (DELETE FROM merchant_hidden_products WHERE merchant_id = $1 RETURNING product_id)
       UPDATE products SET retired_at = NULL, updated_at = now()
       WHERE id IN (SELECT product_id FROM released) RETURNING id`,
      [merchantId],
    );
    return rows.map((row) => row.id);
  }
}
