import { Injectable, Logger } from '@nestjs/common';
import {
  deliveryCountryFor,
  type ClickCountsEvent,
  type ClickTargetDto,
  type DeliveryCountry,
  type ProductStatsDto,
} from '@lumina/contracts';
import { DataSource } from 'typeorm';
import { bestOffer, rankOffers } from '../../offers/offer-ranking';
import { OfferReads } from '../../offers/offer.reads';
import { SearchIndexer } from '../../search/indexing/search-indexer';
import { ProductNotFoundError } from '../product.errors';
import { listedProduct } from '../listed-product';

interface TargetRow {
  id: string;
  merchant_id: string | null;
  slug: string;
  affiliate_url: string | null;
}

/** Only a stored http(s) address is ever a redirect target; anything else is 'no link'. */
function isWebAddress(value: string | null): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** Catalog's side of click tracking: where a click goes, and the counts the clicks service reports. */
@Injectable()
export class ProductClicksService {
  private readonly logger = new Logger(ProductClicksService.name);

  constructor(
    private readonly db: DataSource,
    private readonly indexer: SearchIndexer,
    private readonly offers: OfferReads,
  ) {}

  /**
   * Where a click on the product goes: the offer asked for when it is one of the product's current
   * offers with a link, else the best offer for the country; a product without offer rows (written
   * before offers) goes to its own link. Unknown, retired (removed by its feed) and link-less
   * products are all 'not found'.
   */
  async clickTarget(
    id: string,
    offerId?: string,
    country: DeliveryCountry = deliveryCountryFor(undefined, 'en'),
  ): Promise<ClickTargetDto> {
    // A product merged into another sends its clicks to the survivor (its offers moved there).
    const rows: TargetRow[] = await this.db.query(
      `SELECT p.id, p.merchant_id, p.slug, p.affiliate_url
         FROM products asked JOIN products p ON p.id = COALESCE(asked.merged_into, asked.id)
        WHERE asked.id = $1 AND ${listedProduct('p')}`,
      [id],
    );
    const row = rows[0];
    if (!row) throw new ProductNotFoundError(id);
    const offers = (await this.offers.ofProduct(row.id)).filter((offer) => isWebAddress(offer.deepLink));
    const chosen =
      offers.find((offer) => offer.id === offerId) ?? bestOffer(rankOffers(offers, country))?.offer;
    if (chosen)
      return {
        productId: row.id,
        offerId: chosen.id,
        merchantId: chosen.merchantId,
        slug: row.slug,
        deepLink: chosen.deepLink as string,
      };
    if (!isWebAddress(row.affiliate_url)) throw new ProductNotFoundError(id);
    return {
      productId: row.id,
      offerId: null,
      merchantId: row.merchant_id,
      slug: row.slug,
      deepLink: row.affiliate_url,
    };
  }

  async stats(since: string): Promise<ProductStatsDto> {
    const [row] = (await this.db.query(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE created_at >= $1)::int AS added FROM products WHERE retired_at IS NULL`,
      [since],
    )) as Array<{ total: number; added: number }>;
    return { total: row?.total ?? 0, addedSince: row?.added ?? 0 };
  }

  /**
   * Stores the all-time counted clicks the clicks service reports (absolute, so a replayed or
   * repeated report changes nothing) and re-indexes only the products whose count changed, so
   * 'Most Popular' (clickCount desc) follows real clicks. An all-time count only grows, so a lower
   * one is an older report handled late (a backlog's events are handled in parallel): it is ignored.
   */
  async applyCounts({ counts }: ClickCountsEvent): Promise<string[]> {
    // TypeORM answers an UPDATE … RETURNING with [rows, affected count].
    const [rows] = (await this.db.query(
      `UPDATE products p SET click_count = c.n, updated_at = now()
         FROM unnest($1::uuid[], $2::int[]) AS c(id, n)
        WHERE p.id = c.id AND p.click_count < c.n
        RETURNING p.id`,
      [counts.map((c) => c.productId), counts.map((c) => c.clicks)],
    )) as [Array<{ id: string }>, number];
    const changed = rows.map((r) => r.id);
    if (changed.length > 0) {
      await this.indexer.enqueue(changed);
      this.logger.log(`click counts changed for ${changed.length} product(s); re-indexing them`);
    }
    return changed;
  }
}
