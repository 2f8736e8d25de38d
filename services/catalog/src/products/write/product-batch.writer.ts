import { Injectable } from '@nestjs/common';
import { CatalogEvents, type OfferChangeSource, type ProductWrite, type ProductWriteRejection } from '@lumina/contracts';
import { addToOutbox } from '../../events/catalog-outbox';
import { OFFER_STATES_SQL, offerChanges, type OfferStateRow } from '../../offers/offer-changes';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { QueryRunner } from 'typeorm';
import { matchRows, queuePairs, type MatchMerge } from '../../offers/matching/product-matcher';
import { offerUpsertCte } from '../../offers/offer-write.sql';
import { COPIED_FIELDS, STAGING_EXTRA_COLUMNS, WRITE_COLUMNS } from './product-write.columns';
import { stageProducts, STAGING_COLUMNS, stagingLine, storedSourceHash, type BatchContext } from './staged-product';

export interface BatchWrite extends BatchContext {
  runId: string;
  products: readonly ProductWrite[];
  /** The products' positions in the run's feed (see ProductUpsertBatch). */
  positions?: readonly number[];
  /** Who wrote the batch, for `catalog.offers.changed` (default: a feed). */
  source?: Extract<OfferChangeSource, 'feed' | 'seed'>;
}

export interface BatchWriteResult {
  added: number;
  updated: number;
  unchanged: number;
  /** Products inserted or rewritten by this run (their ids as stored), and the products their offers joined, for the search index. */
  changedIds: string[];
  /** Rows not written (one offer per merchant and product), with the reason. */
  rejected: ProductWriteRejection[];
  /** Rows written with a remark (a GTIN with a wrong check digit). */
  warnings: ProductWriteRejection[];
  /** Existing products that joined another product in this batch. */
  merges: MatchMerge[];
}

export interface KeepUnchangedResult {
  unchanged: string[];
  added: string[];
  updated: string[];
  /** Products among them this run had written already (a batch sent again): indexed again. */
  writtenIds: string[];
}

/** A stored product as the change check reads it: its hash, and which run last wrote it and how. */
interface StoredState {
  id: string;
  sku: string;
  content_hash: string | null;
  retired: boolean;
  last_write_run: string | null;
  last_write_pos: number | null;
  last_write_added: boolean | null;
}

const STAGING = 'product_write_staging';
/** Colour of a badge first named by a feed; an admin can restyle it. */
const NEW_BADGE_COLOUR = '#6b7280';

const STAGING_DDL = `CREATE TEMP TABLE ${STAGING} (${[
  ...Object.entries(STAGING_EXTRA_COLUMNS).map(([column, type]) => `${column} ${type}`),
  ...COPIED_FIELDS.map((field) => `${WRITE_COLUMNS[field].column} ${WRITE_COLUMNS[field].type}`),
].join(', ')}) ON COMMIT DROP`;

const COPIED = COPIED_FIELDS.map((field) => WRITE_COLUMNS[field].column);
/** The SKU is the conflict key: never in the SET list. */
const UPDATED = COPIED.filter((column) => column !== 'sku');

/**
 * The one statement that writes products. A row is inserted (with the base slug when nobody holds
 * it, else its stable suffixed slug) or, when its content hash differs or it was retired,
 * rewritten in place; an unchanged row is not touched. `xmax = 0` tells an insert from an update,
 * so the counts come from this statement and from nothing else; the run and the kind of write
 * are kept on the row, for a batch the same run sends again. Listings are stored as category ids
 * (the category, its ancestors and rule matches: category_listing_ids, migration 1767500000000). The same statement upserts the offer of
 * each written product (offers/offer-write.sql), rewriting it only when its price, stock or link
 * changed: an offer costs no statement of its own.
 */
const UPSERT_SQL = `
  WITH written AS (
  INSERT INTO products AS p (id, slug, merchant_id, merchant_name, brand_id, category_id, content_hash, images, listing_ids, last_write_run, last_write_pos, last_write_added, gtin_key, mpn_key, merged_into, text_language, ${COPIED.join(', ')})
  SELECT s.id,
         CASE WHEN s.slug_first AND NOT EXISTS (SELECT 1 FROM products o WHERE o.slug = s.slug_base)
              THEN s.slug_base ELSE s.slug_alt END,
         $1::uuid, $2::text, b.id, c.id, s.content_hash, s.images,
         category_listing_ids(c.id, s.features, s.ip_rating, s.bulb_type),
         $3::text, s.write_pos, true, s.gtin_key, s.mpn_key, s.merged_into, $4::text, ${COPIED.map((column) => `s.${column}`).join(', ')}
    FROM ${STAGING} s
    LEFT JOIN brands b ON b.slug = s.brand_slug
    LEFT JOIN categories c ON c.slug = s.category_slug
   ORDER BY s.ord
  ON CONFLICT (merchant_id, sku) DO UPDATE SET
         merchant_name = EXCLUDED.merchant_name, brand_id = EXCLUDED.brand_id,
         category_id = EXCLUDED.category_id, content_hash = EXCLUDED.content_hash, images = EXCLUDED.images,
         listing_ids = EXCLUDED.listing_ids, gtin_key = EXCLUDED.gtin_key, mpn_key = EXCLUDED.mpn_key,
         merged_into = EXCLUDED.merged_into, text_language = EXCLUDED.text_language,
         last_write_run = EXCLUDED.last_write_run, last_write_pos = EXCLUDED.last_write_pos, last_write_added = false,
         ${UPDATED.map((column) => `${column} = EXCLUDED.${column}`).join(', ')},
         retired_at = NULL, updated_at = now()
   WHERE p.content_hash IS DISTINCT FROM EXCLUDED.content_hash OR p.retired_at IS NOT NULL
      OR p.merged_into IS DISTINCT FROM EXCLUDED.merged_into
  RETURNING p.id, p.sku, (p.xmax = 0) AS inserted
  ), offers_written AS (${offerUpsertCte('written', STAGING)})
  SELECT id, sku, inserted FROM written`;

/** Changed products joined to their staged rows, by SKU (an existing row keeps its own id). */
const CHANGED = `unnest($1::uuid[], $2::text[]) AS ch(id, sku) JOIN ${STAGING} s ON s.sku = ch.sku`;

/**
 * A merchant's stored products by SKU ($1 merchant, $2 SKUs): one probe of the (merchant_id, sku)
 * key per SKU, in the array's order. Not `sku = ANY($2)`: during a bulk load the statistics lag
 * (the table looks small), and the planner then read every product of the merchant and compared
 * each with the whole array, per batch: quadratic over a run (a first 100,000-row feed spent 23 s
 * of its 48 s there). LIMIT keeps the lookup per key (the key is unique, so it drops nothing).
 */
const BY_SKU = (columns: string, { where = '', lock = '' } = {}) => `
  SELECT p.* FROM unnest($2::text[]) AS k(sku)
   CROSS JOIN LATERAL (SELECT ${columns} FROM products WHERE merchant_id = $1 AND sku = k.sku ${where} LIMIT 1 ${lock}) p`;

/**
 * Writes one merchant's batch on the caller's connection, inside the caller's transaction:
 * COPY into a temporary staging table, brands, the upsert (images and listings included), then
 * badges of the changed rows only, and the run's sightings (for retireStale). Set-based throughout: the
 * number of statements does not grow with the batch.
 */
@Injectable()
export class ProductBatchWriter {
  async write(runner: QueryRunner, batch: BatchWrite): Promise<BatchWriteResult> {
    const staged = stageProducts(batch.products, batch, batch.positions);
    if (staged.length === 0) return { added: 0, updated: 0, unchanged: 0, changedIds: [], rejected: [], warnings: [], merges: [] };
    const skus = staged.map((row) => row.row.sku);
    // Which rows changed: an unchanged row (same content hash, not retired) is neither staged nor
    // locked nor rewritten, so a re-run of an unchanged feed only reads hashes and notes sightings.
    const stored = (await runner.query(
      BY_SKU('id, sku, content_hash, retired_at IS NOT NULL AS retired, last_write_run, last_write_pos, last_write_added'),
      [batch.merchantId, skus],
    )) as StoredState[];
    const current = new Map(stored.map((row) => [row.sku, row]));
    const isCurrent = (sku: string, hash: string) => {
      const row = current.get(sku);
      return row !== undefined && !row.retired && row.content_hash === hash;
    };
    const changedRows = staged.filter((row) => !isCurrent(row.row.sku, row.contentHash));
    // Which product each changed row's offer belongs to; rows a product of theirs cannot take are left out.
    const match = await matchRows(
      runner,
      batch.merchantId,
      changedRows.map((row) => ({
        sku: row.row.sku,
        ownId: current.get(row.row.sku)?.id ?? row.id,
        stored: current.has(row.row.sku),
        feedOrder: row.position ?? row.index,
        index: row.index,
        title: row.row.title,
        brand: row.row.brandName,
        gtin: row.row.gtin,
        gtinKey: row.gtinKey,
        mpnKey: row.mpnKey,
      })),
    );
    const rejectedSkus = new Set(match.rejected.map((row) => row.sku));
    const toWrite = changedRows.filter((row) => !rejectedSkus.has(row.row.sku));
    // Rows this run wrote from the same feed position (sent again): counted as that write, not as unchanged.
    const rewritten = staged
      .filter((row) => row.position !== null && isCurrent(row.row.sku, row.contentHash))
      .map((row) => ({ row, stored: current.get(row.row.sku) as StoredState }))
      .filter(({ row, stored }) => stored.last_write_run === batch.runId && stored.last_write_pos === row.position)
      .map(({ stored }) => stored);

    let changed: Array<{ id: string; sku: string; inserted: boolean }> = [];
    if (toWrite.length > 0) {
      // Lock the changed rows that exist, in SKU order: concurrent batches wait instead of
      // deadlocking. The upsert compares hashes again under these locks.
      const existing = toWrite.filter((row) => current.has(row.row.sku)).map((row) => row.row.sku);
      const writtenSkus = toWrite.map((row) => row.row.sku);
      const offersBefore = existing.length === 0 ? [] : ((await runner.query(OFFER_STATES_SQL, [batch.merchantId, existing])) as OfferStateRow[]);
      if (existing.length > 0) {
        // Probed (and so locked) in the array's order: every batch sorts the same way.
        await runner.query(BY_SKU('1', { lock: 'FOR UPDATE' }), [batch.merchantId, [...existing].sort()]);
      }
      // A seed writes several batches in one transaction: each starts from a fresh staging table.
      await runner.query(`DROP TABLE IF EXISTS pg_temp.${STAGING}; ${STAGING_DDL}`);
      const client = (await runner.connect()) as PoolClient;
      // One chunk: a chunk per row made the COPY stream write (and flush) to the socket per row.
      await pipeline(
        Readable.from([toWrite.map((row) => stagingLine(row, match.mergedInto.get(row.row.sku) ?? null)).join('')]),
        client.query(copyFrom(`COPY ${STAGING} (${STAGING_COLUMNS.join(', ')}) FROM STDIN`)),
      );
      await runner.query(
        `INSERT INTO brands (slug, name)
         SELECT DISTINCT ON (brand_slug) brand_slug, brand_name FROM ${STAGING}
          WHERE brand_slug IS NOT NULL ORDER BY brand_slug, ord
         ON CONFLICT (slug) DO NOTHING`,
      );
      changed = (await runner.query(UPSERT_SQL, [batch.merchantId, batch.merchantName, batch.runId, batch.feedLanguage ?? 'en'])) as typeof changed;
      if (changed.length > 0) await this.writeBadges(runner, changed, toWrite.some((row) => row.row.badges.length > 0));
      await queuePairs(runner, match.toQueue);
      const offersAfter = (await runner.query(OFFER_STATES_SQL, [batch.merchantId, writtenSkus])) as OfferStateRow[];
      await this.recordEvents(runner, batch, offerChanges(offersBefore, offersAfter), match.merges, offersAfter);
    }
    // A row this run wrote carries the run (last_write_run): only the others need a sighting.
    const writtenNow = new Set([...changed.map((row) => row.sku), ...rewritten.map((row) => row.sku)]);
    const seenOnly = skus.filter((sku) => !writtenNow.has(sku) && !rejectedSkus.has(sku));
    if (seenOnly.length > 0) await this.noteSightings(runner, batch.merchantId, batch.runId, seenOnly);
    const added = changed.filter((row) => row.inserted).length + rewritten.filter((row) => row.last_write_added).length;
    const written = changed.length + rewritten.length;
    const joined = changed.flatMap((row) => {
      const into = match.mergedInto.get(row.sku);
      return into === undefined ? [] : [into];
    });
    return {
      added,
      updated: written - added,
      unchanged: staged.length - written - rejectedSkus.size,
      changedIds: [...new Set([...changed.map((row) => row.id), ...rewritten.map((row) => row.id), ...joined])],
      rejected: match.rejected,
      warnings: match.warnings,
      merges: match.merges,
    };
  }

  /**
   * The rows of a feed slice held unchanged: same source hash (as stored by the current writer),
   * not retired. They are noted as seen in the run and need no mapping, staging or writing.
   */
  async keepUnchanged(
    runner: QueryRunner,
    merchantId: string,
    runId: string,
    rows: ReadonlyArray<{ sku: string; sourceHash: string; position: number }>,
  ): Promise<KeepUnchangedResult> {
    const asked = new Map(rows.map((row) => [row.sku, row]));
    const stored = (await runner.query(
      BY_SKU('id, sku, source_hash, last_write_run, last_write_pos, last_write_added', { where: 'AND retired_at IS NULL' }),
      [merchantId, [...asked.keys()]],
    )) as Array<Pick<StoredState, 'id' | 'sku' | 'last_write_run' | 'last_write_pos' | 'last_write_added'> & { source_hash: string | null }>;
    const found = stored.filter((row) => row.source_hash === storedSourceHash(asked.get(row.sku)?.sourceHash ?? ''));
    if (found.length > 0) await this.noteSightings(runner, merchantId, runId, found.map((row) => row.sku));
    const isThisRun = (row: (typeof found)[number]) => row.last_write_run === runId && row.last_write_pos === asked.get(row.sku)?.position;
    const thisRun = found.filter(isThisRun);
    return {
      unchanged: found.filter((row) => !isThisRun(row)).map((row) => row.sku),
      added: thisRun.filter((row) => row.last_write_added).map((row) => row.sku),
      updated: thisRun.filter((row) => !row.last_write_added).map((row) => row.sku),
      writtenIds: thisRun.map((row) => row.id),
    };
  }

  /** Whether keepUnchanged could find any product of the merchant: one that is not retired. */
  async anyKeepable(db: { query(sql: string, parameters?: unknown[]): Promise<unknown> }, merchantId: string): Promise<boolean> {
    const [row] = (await db.query(
      'SELECT EXISTS (SELECT 1 FROM products WHERE merchant_id = $1 AND retired_at IS NULL) AS any',
      [merchantId],
    )) as [{ any: boolean }];
    return row.any;
  }

  /**
   * The run saw these SKUs unchanged: `retireStale` keeps them. A sighting already noted is not
   * rewritten. Rows the run wrote need none: their `last_write_run` says the run listed them (a
   * first feed of 100,000 rows wrote no sightings instead of 100,000).
   */
  private async noteSightings(runner: QueryRunner, merchantId: string, runId: string, skus: readonly string[]): Promise<void> {
    await runner.query(
      `INSERT INTO product_sightings (merchant_id, sku, last_seen_run_id, seen_at)
       SELECT $1, sku, $2, now() FROM unnest($3::text[]) AS seen(sku)
       ON CONFLICT (merchant_id, sku) DO UPDATE SET last_seen_run_id = EXCLUDED.last_seen_run_id, seen_at = EXCLUDED.seen_at
        WHERE product_sightings.last_seen_run_id IS DISTINCT FROM EXCLUDED.last_seen_run_id`,
      [merchantId, runId, skus],
    );
  }

  /**
   * The merchant's rows not listed in the run lose their offers, wherever they sit (a row's offer may
   * belong to another product it joined); a row's own product leaves the shop (retired_at set, out of
   * listings and search) unless other merchants' offers keep it. Returns the products to index again:
   * those retired and those that lost an offer.
   */
  async retireStale(runner: QueryRunner, merchantId: string, runId: string): Promise<string[]> {
    const stale = `
      SELECT p.id, p.sku FROM products p
       WHERE p.merchant_id = $1 AND p.retired_at IS NULL
         AND p.last_write_run IS DISTINCT FROM $2
         AND NOT EXISTS (SELECT 1 FROM product_sightings s
                          WHERE s.merchant_id = p.merchant_id AND s.sku = p.sku AND s.last_seen_run_id = $2)`;
    // Structured results: TypeORM answers a bare UPDATE … RETURNING as [rows, rowCount].
    const leaving = (
      await runner.query(
        `WITH stale AS (${stale})
         UPDATE offers o SET retired_at = now(), updated_at = now()
           FROM stale s
          WHERE o.merchant_id = $1 AND o.merchant_sku = s.sku AND o.retired_at IS NULL
         RETURNING o.id, o.product_id, o.merchant_id, o.merchant_sku, o.price_minor, o.currency, o.shipping_minor, o.is_in_stock, false AS retired`,
        [merchantId, runId],
        true,
      )
    ).records as OfferStateRow[];
    const retired = (
      await runner.query(
        `WITH stale AS (${stale})
         UPDATE products p SET retired_at = now(), updated_at = now()
           FROM stale s
          WHERE p.id = s.id
            AND NOT EXISTS (SELECT 1 FROM offers o WHERE o.product_id = p.id AND o.retired_at IS NULL)
         RETURNING p.id`,
        [merchantId, runId],
        true,
      )
    ).records as Array<{ id: string }>;
    const changes = offerChanges(leaving, leaving.map((offer) => ({ ...offer, retired: true })));
    if (changes.length > 0)
      await addToOutbox(runner, CatalogEvents.offersChanged, (batchId) => ({
        batchId,
        source: 'feed',
        runId,
        merchantId,
        at: new Date().toISOString(),
        changes,
      }));
    return [...new Set([...retired.map((row) => row.id), ...leaving.map((offer) => offer.product_id)])];
  }

  /**
   * The batch's events, in its transaction (events/catalog-outbox): one `catalog.offers.changed`
   * when an offer's price, shipping or stock changed, and a `product.merged` per product that
   * joined another.
   */
  private async recordEvents(
    runner: QueryRunner,
    batch: BatchWrite,
    changes: ReturnType<typeof offerChanges>,
    merges: readonly MatchMerge[],
    offers: readonly OfferStateRow[],
  ): Promise<void> {
    const at = new Date().toISOString();
    const source = batch.source ?? 'feed';
    if (changes.length > 0)
      await addToOutbox(runner, CatalogEvents.offersChanged, (batchId) => ({
        batchId,
        source,
        runId: source === 'feed' ? batch.runId : null,
        merchantId: batch.merchantId,
        at,
        changes,
      }));
    if (merges.length === 0) return;
    const slugs = new Map(
      ((await runner.query('SELECT id, slug FROM products WHERE id = ANY($1::uuid[])', [
        merges.flatMap((merge) => [merge.fromProductId, merge.intoProductId]),
      ])) as Array<{ id: string; slug: string }>).map((row) => [row.id, row.slug]),
    );
    for (const merge of merges) {
      await addToOutbox(runner, CatalogEvents.productMerged, (mergeId) => ({
        mergeId,
        fromProductId: merge.fromProductId,
        fromSlug: slugs.get(merge.fromProductId) as string,
        intoProductId: merge.intoProductId,
        intoSlug: slugs.get(merge.intoProductId) as string,
        offerIds: offers.filter((offer) => offer.merchant_sku === merge.sku).map((offer) => offer.id),
        decidedBy: 'sync',
        at,
      }));
    }
  }

  /** Badges of the changed rows, replaced whole from the staged rows (images and listings are columns). */
  private async writeBadges(
    runner: QueryRunner,
    changed: ReadonlyArray<{ id: string; sku: string; inserted: boolean }>,
    withBadges: boolean,
  ): Promise<void> {
    // Only rewritten products have badges to replace: a new one has none (all of a first run,
    // which then skips the delete: each statement is a round trip).
    const rewritten = changed.filter((row) => !row.inserted).map((row) => row.id);
    if (rewritten.length > 0) await runner.query('DELETE FROM product_badges WHERE product_id = ANY($1::uuid[])', [rewritten]);
    if (!withBadges) return;
    const params = [changed.map((row) => row.id), changed.map((row) => row.sku)];
    await runner.query(
      `INSERT INTO badges (name, color)
       SELECT DISTINCT n.name, '${NEW_BADGE_COLOUR}' FROM ${CHANGED} CROSS JOIN LATERAL unnest(s.badges) AS n(name)
       ON CONFLICT (name) DO NOTHING`,
      params,
    );
    await runner.query(
      `INSERT INTO product_badges (product_id, badge_id)
       SELECT ch.id, bd.id FROM ${CHANGED} CROSS JOIN LATERAL unnest(s.badges) AS n(name)
         JOIN badges bd ON bd.name = n.name
       ON CONFLICT DO NOTHING`,
      params,
    );
  }
}
