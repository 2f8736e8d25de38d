import { Injectable, Logger } from '@nestjs/common';
import {
  CatalogPatterns,
  CategoryAdminPatterns,
  PRODUCT_WRITE_BATCH_MAX_ROWS,
  PRODUCT_WRITE_TIMEOUT_MS,
  type MapCategoryPayload,
  type MapCategoryReply,
  type ProductWriteInput,
  type UnmappedCategoryDto,
} from '@lumina/contracts';
import { RpcClient, ValidationError } from '@lumina/platform';
import { randomUUID } from 'node:crypto';
import { categoryFromPath } from '../mapping/value-rules';
import { MerchantsService } from '../merchants/merchants.service';
import { HeldRowsRepository } from './held-rows.repository';

/**
 * A merchant's category rules and its held rows (issue 29 item 2). A rule is an entry of the
 * merchant's mapping table (`mappingConfig.categories`, text → category slug), which every run's
 * row mapper reads; adding one also sends the held rows it now maps through the catalogue writer at
 * once, without a new sync.
 */
@Injectable()
export class CategoryMappingService {
  private readonly logger = new Logger(CategoryMappingService.name);

  constructor(
    private readonly held: HeldRowsRepository,
    private readonly merchants: MerchantsService,
    private readonly rpc: RpcClient,
  ) {}

  async unmapped(merchantId: string): Promise<UnmappedCategoryDto[]> {
    await this.merchants.row(merchantId);
    return this.held.unmapped(merchantId);
  }

  async map({ merchantId, categoryText, categorySlug }: MapCategoryPayload): Promise<MapCategoryReply> {
    const current = await this.merchants.row(merchantId);
    const categories = await this.rpc.send(CategoryAdminPatterns.list, {});
    if (!categories.some((category) => category.slug === categorySlug)) {
      throw new ValidationError(`No category has the slug '${categorySlug}'`, [{ path: 'categorySlug', message: 'no such category' }]);
    }
    const table = { ...((current.mappingConfig.categories as Record<string, string> | undefined) ?? {}), [categoryText]: categorySlug };
    await this.merchants.update(merchantId, { mappingConfig: { ...current.mappingConfig, categories: table } });
    const merchant = await this.merchants.row(merchantId);

    const mapped: Array<{ sku: string; product: ProductWriteInput }> = [];
    for (const row of await this.held.all(merchantId)) {
      const slug = categoryFromPath(row.categoryText, table);
      if (slug) mapped.push({ sku: row.sku, product: { ...row.product, categorySlug: slug } as ProductWriteInput });
    }
    // Its own run id: the writer notes which run wrote a row; a rule's re-send is not a feed run.
    const context = { merchantId, merchantName: merchant.name, mappingVersion: String(merchant.mappingVersion), runId: `rule-${randomUUID()}` };
    for (let start = 0; start < mapped.length; start += PRODUCT_WRITE_BATCH_MAX_ROWS) {
      const batch = mapped.slice(start, start + PRODUCT_WRITE_BATCH_MAX_ROWS);
      await this.rpc.send(CatalogPatterns.productsUpsertBatch, { ...context, products: batch.map((row) => row.product) }, PRODUCT_WRITE_TIMEOUT_MS);
      // Released only once written: a failure leaves them held for the next rule or run.
      await this.held.release(merchantId, batch.map((row) => row.sku));
    }
    const stillHeld = await this.held.count(merchantId);
    this.logger.log(`merchant ${merchantId}: '${categoryText}' → ${categorySlug}; ${mapped.length} held rows written, ${stillHeld} still held`);
    return { resent: mapped.length, stillHeld };
  }
}
