import type { ProductWriteRejection } from '@lumina/contracts';
import type { QueryRunner } from 'typeorm';
import { gtinClash } from './match-keys';

/** What the matcher needs of a staged row (products/write/staged-product). */
export interface MatchRow {
  sku: string;
  /** The row's product id (stored, or the id it will be inserted with). */
  ownId: string;
  /** Whether the row's product exists already. */
  stored: boolean;
  /** Position in the merchant's feed (or in the batch): the first in feed order wins a clash. */
  feedOrder: number;
  /** Index in the batch's `products` (for the reply). */
  index: number;
  title: string;
  brand: string | null;
  gtin: string | null;
  gtinKey: string | null;
  mpnKey: string | null;
}

export interface MatchMerge {
  sku: string;
  fromProductId: string;
  intoProductId: string;
}

export interface MatchResult {
  /** The product each written row's offer belongs to, when not the row's own (by SKU). */
  mergedInto: Map<string, string>;
  rejected: ProductWriteRejection[];
  warnings: ProductWriteRejection[];
  /** Rows whose existing product joins another product now (its page redirects to the survivor). */
  merges: MatchMerge[];
  /** GTIN pairs that disagree, for 'Matches to check' once the rows are written (queuePairs). */
  toQueue: QueuedPair[];
}

interface QueuedPair {
  a: string;
  b: string;
  gtin: string;
  reason: string;
}

interface OwnState {
  id: string;
  merged_into: string | null;
  created_at: Date;
  /** Other merchants' offers sit on it: it is a survivor already and stays. */
  hub: boolean;
}

interface Candidate {
  id: string;
  slug: string;
  title: string;
  brand: string | null;
  gtin_key: string | null;
  mpn_key: string | null;
  created_at: Date;
  offers: Array<{ merchantId: string | null; sku: string; live: boolean }>;
}

interface Decision {
  product_id: string;
  other_product_id: string;
  status: 'pending' | 'merged' | 'apart';
}

const OWN_SQL = `
  SELECT p.id, p.merged_into, p.created_at,
         EXISTS (SELECT 1 FROM offers o WHERE o.product_id = p.id AND o.retired_at IS NULL
                    AND o.merchant_id IS DISTINCT FROM p.merchant_id) AS hub
    FROM products p WHERE p.id = ANY($1::uuid[])`;

/** Products a key could join: listed, not merged themselves, oldest first (the survivor of a group). */
const CANDIDATES_SQL = `
  SELECT p.id, p.slug, p.title, b.name AS brand, p.gtin_key, p.mpn_key, p.created_at,
         COALESCE((SELECT json_agg(json_build_object('merchantId', o.merchant_id, 'sku', o.merchant_sku, 'live', o.retired_at IS NULL))
                     FROM offers o WHERE o.product_id = p.id), '[]'::json) AS offers
    FROM products p LEFT JOIN brands b ON b.id = p.brand_id
   WHERE (p.gtin_key = ANY($1::text[]) OR p.mpn_key = ANY($2::text[]))
     AND p.merged_into IS NULL AND p.removed_at IS NULL AND p.retired_at IS NULL
   ORDER BY p.created_at, p.id`;

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const older = (a: { created_at: Date; id: string }, b: { created_at: Date; id: string }) =>
  a.created_at.getTime() < b.created_at.getTime() || (a.created_at.getTime() === b.created_at.getTime() && a.id < b.id);

/**
 * Decides, for one merchant's batch, which product each row's offer belongs to (ADR 025):
 *
 * - A row already merged stays where it is (a merge, by sync or admin, is never undone by a sync).
 * - Else the oldest listed product with the row's GTIN-14 (valid check digit), else with its brand +
 *   MPN, older than the row's own product, is the one it joins; a product that holds other
 *   merchants' offers stays a survivor.
 * - A GTIN match whose brands differ or whose titles share too little (match-keys.gtinClash) joins
 *   only when an admin merged the pair; otherwise the row stays apart and the pair is queued
 *   ('Matches to check'). A pair kept apart stays apart.
 * - A product takes one offer per merchant: a row matching a product that already has another of
 *   this merchant's SKUs, or an earlier row of this batch, is rejected with the reason.
 */
export async function matchRows(runner: QueryRunner, merchantId: string, rows: readonly MatchRow[]): Promise<MatchResult> {
  const result: MatchResult = { mergedInto: new Map(), rejected: [], warnings: [], merges: [], toQueue: [] };
  for (const row of rows) {
    if (row.gtin !== null && row.gtinKey === null)
      result.warnings.push({ index: row.index, sku: row.sku, field: 'gtin', reason: `GTIN ${row.gtin} has a wrong check digit: not used for matching` });
  }
  const keyed = rows.filter((row) => row.gtinKey !== null || row.mpnKey !== null);
  const storedIds = rows.filter((row) => row.stored).map((row) => row.ownId);
  const own = new Map<string, OwnState>();
  if (storedIds.length > 0) for (const state of (await runner.query(OWN_SQL, [storedIds])) as OwnState[]) own.set(state.id, state);
  // A merged row keeps its product, keyed or not.
  for (const row of rows) {
    const mergedInto = own.get(row.ownId)?.merged_into;
    if (mergedInto) result.mergedInto.set(row.sku, mergedInto);
  }
  if (keyed.length === 0) return result;

  const candidates = (await runner.query(CANDIDATES_SQL, [
    [...new Set(keyed.flatMap((row) => (row.gtinKey === null ? [] : [row.gtinKey])))],
    [...new Set(keyed.flatMap((row) => (row.mpnKey === null ? [] : [row.mpnKey])))],
  ])) as Candidate[];
  const decisions = new Map<string, Decision['status']>();
  const ids = [...new Set([...keyed.map((row) => row.ownId), ...candidates.map((c) => c.id)])];
  for (const decision of (await runner.query(
    `SELECT product_id, other_product_id, status FROM product_match_decisions WHERE product_id = ANY($1::uuid[]) OR other_product_id = ANY($1::uuid[])`,
    [ids],
  )) as Decision[])
    decisions.set(pairKey(decision.product_id, decision.other_product_id), decision.status);

  /** Keys taken by earlier rows of this batch (this merchant's), with the SKU that took them. */
  const takenInBatch = new Map<string, string>();
  for (const row of [...keyed].sort((a, b) => a.feedOrder - b.feedOrder)) {
    const keys = [row.gtinKey === null ? null : `g:${row.gtinKey}`, row.mpnKey === null ? null : `m:${row.mpnKey}`].filter((key): key is string => key !== null);
    const earlier = keys.map((key) => takenInBatch.get(key)).find((sku) => sku !== undefined && sku !== row.sku);
    if (earlier !== undefined) {
      result.rejected.push({
        index: row.index,
        sku: row.sku,
        field: row.gtinKey !== null ? 'gtin' : 'mpn',
        reason: `same product as SKU ${earlier} earlier in this feed (${row.gtinKey !== null ? `GTIN ${row.gtinKey}` : 'brand + MPN'}): a product takes one offer per merchant, the first in feed order`,
      });
      continue;
    }
    for (const key of keys) takenInBatch.set(key, row.sku);
    const state = own.get(row.ownId);
    if (state?.merged_into || state?.hub) continue;
    const byGtin = row.gtinKey === null ? undefined : candidates.find((c) => c.gtin_key === row.gtinKey && c.id !== row.ownId);
    const candidate = byGtin ?? (row.mpnKey === null ? undefined : candidates.find((c) => c.mpn_key === row.mpnKey && c.id !== row.ownId));
    if (candidate === undefined) continue;
    // The older product survives: a row whose own product is older waits for the other to join it.
    if (state !== undefined && !older(candidate, state)) continue;
    const mine = candidate.offers.find((offer) => offer.merchantId === merchantId && offer.sku !== row.sku);
    if (mine?.live) {
      result.rejected.push({
        index: row.index,
        sku: row.sku,
        field: byGtin ? 'gtin' : 'mpn',
        reason: `matches product ${candidate.slug} (${byGtin ? `GTIN ${row.gtinKey}` : 'brand + MPN'}), which already has this merchant's SKU ${mine.sku}: a product takes one offer per merchant, the first in feed order`,
      });
      continue;
    }
    // This merchant's retired offer still holds its place on that product: the row stays apart.
    if (mine) continue;
    const decision = decisions.get(pairKey(candidate.id, row.ownId));
    if (decision === 'apart') continue;
    if (byGtin && decision !== 'merged') {
      const clash = gtinClash({ brand: candidate.brand, title: candidate.title }, { brand: row.brand, title: row.title });
      if (clash !== null) {
        if (decision === undefined) result.toQueue.push({ a: candidate.id, b: row.ownId, gtin: row.gtinKey as string, reason: clash });
        continue;
      }
    }
    result.mergedInto.set(row.sku, candidate.id);
    if (state !== undefined) result.merges.push({ sku: row.sku, fromProductId: row.ownId, intoProductId: candidate.id });
  }
  return result;
}

/** Puts the batch's disagreeing GTIN pairs in 'Matches to check' (once a pair; a decided pair stays decided). */
export async function queuePairs(runner: QueryRunner, pairs: readonly QueuedPair[]): Promise<void> {
  if (pairs.length === 0) return;
  const ordered = pairs.map((pair) => (pair.a < pair.b ? pair : { ...pair, a: pair.b, b: pair.a }));
  await runner.query(
    `INSERT INTO product_match_decisions (product_id, other_product_id, gtin, reason)
     SELECT q.a, q.b, q.gtin, q.reason FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[]) AS q(a, b, gtin, reason)
       JOIN products pa ON pa.id = q.a JOIN products pb ON pb.id = q.b
     ON CONFLICT (product_id, other_product_id) DO NOTHING`,
    [ordered.map((p) => p.a), ordered.map((p) => p.b), ordered.map((p) => p.gtin), ordered.map((p) => p.reason)],
  );
}
