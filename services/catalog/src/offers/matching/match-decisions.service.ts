import { Injectable } from '@nestjs/common';
import { CatalogEvents, type MatchPairDto, type MatchSideDto } from '@lumina/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { addToOutbox, CatalogOutbox } from '../../events/catalog-outbox';
import { listedProduct } from '../../products/listed-product';
import { formatMinorUnits } from '../../products/money';
import { ProductsService } from '../../products/products.service';
import { SearchIndexer } from '../../search/indexing/search-indexer';
import { priceState, type OfferStateRow } from '../offer-changes';
import { MatchConflictError, MatchNotFoundError } from './match-decisions.errors';

interface PairRow {
  id: string;
  product_id: string;
  other_product_id: string;
  gtin: string | null;
  reason: string;
  status: MatchPairDto['status'];
  created_at: Date;
}

interface SideRow {
  id: string;
  slug: string;
  title: string;
  brand: string | null;
  merchant_name: string | null;
  price_minor: number;
  offer_count: number;
  created_at: Date;
  listed: boolean;
}

const SIDES_SQL = `
  SELECT p.id, p.slug, p.title, b.name AS brand, p.merchant_name, p.price_minor, p.created_at,
         (SELECT count(*)::int FROM offers o WHERE o.product_id = p.id AND o.retired_at IS NULL) AS offer_count,
         (${listedProduct('p')}) AS listed
    FROM products p LEFT JOIN brands b ON b.id = p.brand_id WHERE p.id = ANY($1::uuid[])`;

const OFFER_STATE_COLUMNS = `o.id, o.product_id, o.merchant_id, o.merchant_sku, o.price_minor, o.currency, o.shipping_minor, o.is_in_stock, o.retired_at IS NOT NULL AS retired`;

const olderFirst = (a: SideRow, b: SideRow) => a.created_at.getTime() - b.created_at.getTime() || a.id.localeCompare(b.id);

/**
 * 'Matches to check' and splitting (ADR 025): an admin merges a queued pair (the older product
 * survives and takes the other's offers; its old address redirects), keeps it apart, or splits an
 * offer off a product. Each is a decision row the writer applies on every later sync, written with
 * its event in one transaction.
 */
@Injectable()
export class MatchDecisionsService {
  constructor(
    private readonly db: DataSource,
    private readonly outbox: CatalogOutbox,
    private readonly indexer: SearchIndexer,
    private readonly products: ProductsService,
  ) {}

  async list(): Promise<MatchPairDto[]> {
    const pairs = (await this.db.query(
      `SELECT id, product_id, other_product_id, gtin, reason, status, created_at FROM product_match_decisions
        WHERE status = 'pending' ORDER BY created_at, id LIMIT 500`,
    )) as PairRow[];
    const sides = await this.sides(this.db.manager, pairs.flatMap((pair) => [pair.product_id, pair.other_product_id]));
    // A pair whose product left the shop since it was queued has nothing to decide.
    return pairs.flatMap((pair) => {
      const a = sides.get(pair.product_id);
      const b = sides.get(pair.other_product_id);
      return a?.listed && b?.listed ? [toDto(pair, a, b)] : [];
    });
  }

  async keepApart(id: string, actor?: string): Promise<MatchPairDto> {
    return this.db.transaction(async (manager) => {
      const pair = await this.pending(manager, id);
      await manager.query(`UPDATE product_match_decisions SET status = 'apart', decided_by = $2, decided_at = now() WHERE id = $1`, [id, actor ?? 'admin']);
      const sides = await this.sides(manager, [pair.product_id, pair.other_product_id]);
      return toDto({ ...pair, status: 'apart' }, sides.get(pair.product_id) as SideRow, sides.get(pair.other_product_id) as SideRow);
    });
  }

  async merge(id: string, actor?: string): Promise<MatchPairDto> {
    const { dto, touched } = await this.db.transaction(async (manager) => {
      const pair = await this.pending(manager, id);
      const sides = await this.sides(manager, [pair.product_id, pair.other_product_id], 'FOR UPDATE OF p');
      const [survivor, absorbed] = [sides.get(pair.product_id), sides.get(pair.other_product_id)].filter((side): side is SideRow => side !== undefined).sort(olderFirst);
      if (!survivor?.listed || !absorbed?.listed) throw new MatchConflictError('one of the two products has left the shop (removed, retired or merged): nothing to merge');
      const [clash] = (await manager.query(
        `SELECT a.merchant_name FROM offers a JOIN offers s ON s.merchant_id = a.merchant_id AND s.product_id = $1
          WHERE a.product_id = $2 LIMIT 1`,
        [survivor.id, absorbed.id],
      )) as Array<{ merchant_name: string | null }>;
      if (clash) throw new MatchConflictError(`both products have an offer of ${clash.merchant_name ?? 'the same merchant'}: a product takes one offer per merchant`);
      const moved = (await manager.query(
        `UPDATE offers o SET product_id = $1, updated_at = now() WHERE o.product_id = $2 RETURNING ${OFFER_STATE_COLUMNS}`,
        [survivor.id, absorbed.id],
      )) as [OfferStateRow[], number];
      await manager.query(`UPDATE products SET merged_into = $1, updated_at = now() WHERE id = $2 OR merged_into = $2`, [survivor.id, absorbed.id]);
      await manager.query(`UPDATE product_match_decisions SET status = 'merged', decided_by = $2, decided_at = now() WHERE id = $1`, [id, actor ?? 'admin']);
      await addToOutbox(manager.queryRunner!, CatalogEvents.productMerged, (mergeId) => ({
        mergeId,
        fromProductId: absorbed.id,
        fromSlug: absorbed.slug,
        intoProductId: survivor.id,
        intoSlug: survivor.slug,
        offerIds: moved[0].map((offer) => offer.id),
        decidedBy: 'admin',
        at: new Date().toISOString(),
      }));
      const after = await this.sides(manager, [pair.product_id, pair.other_product_id]);
      return {
        dto: toDto({ ...pair, status: 'merged' }, after.get(pair.product_id) as SideRow, after.get(pair.other_product_id) as SideRow),
        touched: [survivor.id, absorbed.id],
      };
    });
    await this.afterWrite(touched);
    return dto;
  }

  /**
   * Splits an offer off the product it was matched to: its merchant's row becomes a product of its
   * own again and the pair is kept apart on every later sync. A product's own row stays with it.
   */
  async split(offerId: string, actor?: string): Promise<{ productId: string; slug: string }> {
    const { result, touched } = await this.db.transaction(async (manager) => {
      const [offer] = (await manager.query(
        `SELECT ${OFFER_STATE_COLUMNS}, r.id AS row_id, r.slug AS row_slug, (${listedProduct('p')}) AS product_listed
           FROM offers o JOIN products p ON p.id = o.product_id
           LEFT JOIN products r ON r.merchant_id = o.merchant_id AND r.sku = o.merchant_sku
          WHERE o.id = $1 FOR UPDATE OF o`,
        [offerId],
      )) as Array<OfferStateRow & { row_id: string | null; row_slug: string | null; product_listed: boolean }>;
      if (!offer) throw new MatchNotFoundError(`Offer '${offerId}' not found`);
      if (!offer.product_listed) throw new MatchConflictError('the offer\'s product has left the shop: nothing to split');
      if (offer.row_id === null || offer.row_id === offer.product_id)
        throw new MatchConflictError('this is the product\'s own offer: split the other offers off it instead');
      await manager.query(`UPDATE offers SET product_id = $1, updated_at = now() WHERE id = $2`, [offer.row_id, offer.id]);
      await manager.query(`UPDATE products SET merged_into = NULL, retired_at = NULL, updated_at = now() WHERE id = $1`, [offer.row_id]);
      const [a, b] = [offer.product_id, offer.row_id].sort();
      await manager.query(
        `INSERT INTO product_match_decisions (product_id, other_product_id, reason, status, decided_by, decided_at)
         VALUES ($1, $2, 'split by an admin', 'apart', $3, now())
         ON CONFLICT (product_id, other_product_id) DO UPDATE SET status = 'apart', decided_by = EXCLUDED.decided_by, decided_at = now()`,
        [a, b, actor ?? 'admin'],
      );
      if (!offer.retired) {
        const state = priceState(offer);
        await addToOutbox(manager.queryRunner!, CatalogEvents.offersChanged, (batchId) => ({
          batchId,
          source: 'split',
          runId: null,
          merchantId: offer.merchant_id,
          at: new Date().toISOString(),
          changes: [
            { offerId: offer.id, productId: offer.product_id, merchantId: offer.merchant_id, before: state, after: null },
            { offerId: offer.id, productId: offer.row_id as string, merchantId: offer.merchant_id, before: null, after: state },
          ],
        }));
      }
      return { result: { productId: offer.row_id, slug: offer.row_slug as string }, touched: [offer.product_id, offer.row_id] };
    });
    await this.afterWrite(touched);
    return result;
  }

  private async afterWrite(productIds: string[]): Promise<void> {
    this.outbox.flushSoon();
    this.products.forgetCachedReads();
    await this.indexer.enqueue(productIds);
  }

  private async pending(manager: EntityManager, id: string): Promise<PairRow> {
    const [pair] = (await manager.query(
      `SELECT id, product_id, other_product_id, gtin, reason, status, created_at FROM product_match_decisions WHERE id = $1 FOR UPDATE`,
      [id],
    )) as PairRow[];
    if (!pair) throw new MatchNotFoundError(`Match '${id}' not found`);
    if (pair.status !== 'pending') throw new MatchConflictError(`this pair was already decided (${pair.status === 'merged' ? 'merged' : 'kept apart'})`);
    return pair;
  }

  private async sides(manager: EntityManager, ids: string[], lock = ''): Promise<Map<string, SideRow>> {
    const rows = (await manager.query(`${SIDES_SQL} ${lock}`, [ids])) as SideRow[];
    return new Map(rows.map((row) => [row.id, row]));
  }
}

function side(row: SideRow): MatchSideDto {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    brand: row.brand,
    merchantName: row.merchant_name,
    price: formatMinorUnits(row.price_minor),
    offerCount: row.offer_count,
  };
}

function toDto(pair: PairRow, a: SideRow, b: SideRow): MatchPairDto {
  const [first, second] = [a, b].sort(olderFirst) as [SideRow, SideRow];
  return { id: pair.id, gtin: pair.gtin, reason: pair.reason, status: pair.status, createdAt: pair.created_at.toISOString(), products: [side(first), side(second)] };
}
