import { Inject, Injectable, Logger } from '@nestjs/common';
import { priorPriceReduction } from '@lumina/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { CATALOG_CONFIG, type CatalogConfig } from '../config';
import { SearchIndexer } from '../search/indexing/search-indexer';
import { PRUNE_DAILY_SQL, PRUNE_EVENTS_SQL, REDUCTION_INPUT_SQL, ROLLUP_DAY_SQL, STORE_REDUCTIONS_SQL } from './price-rollup.sql';

/** Products whose reductions one statement reads and decides. */
const REDUCTION_PAGE = 1000;

interface ReductionInput {
  id: string;
  price_minor: number;
  reduced_from_minor: number | null;
  reduced_for_minor: number | null;
  events: Array<[number, number]>;
}

/** The DataSource or a transaction's EntityManager. */
type Queryable = Pick<DataSource, 'query'>;

export interface RollupResult {
  days: number;
  dailyRows: number;
  productsRead: number;
  reductionsChanged: number;
}

/**
 * The price-history jobs (ARCHITECTURE §16): the daily rollup, the reductions the prior-price rule
 * allows as its 30-day window slides (products whose result changed are re-indexed: /deals and the
 * discount sort read the index), and pruning past the retention. Each step is idempotent: a job
 * that dies midway is simply run again.
 */
@Injectable()
export class PriceRollupService {
  private readonly logger = new Logger(PriceRollupService.name);

  constructor(
    private readonly db: DataSource,
    private readonly indexer: SearchIndexer,
    @Inject(CATALOG_CONFIG) private readonly config: Pick<CatalogConfig, 'PRICE_HISTORY_RETENTION_DAYS'>,
  ) {}

  /**
   * `within`: a transaction to run in (the demo seed's, so no replica sees its products before
   * their reductions); its caller then re-indexes everything, so nothing is queued here.
   */
  async run(now: Date = new Date(), within?: EntityManager): Promise<RollupResult> {
    const db = within ?? this.db;
    const { days, rows } = await this.rollupDays(now, db);
    const { read, changed, changedIds } = await this.decideReductions(now, db);
    if (within === undefined) await this.indexer.enqueue(changedIds);
    this.logger.log(`rolled up ${days} day(s) (${rows} row(s) written); ${changed} of ${read} product(s) changed reduction`);
    return { days, dailyRows: rows, productsRead: read, reductionsChanged: changed };
  }

  /**
   * From the day before the last rolled-up one (it may have closed after its last run) to today;
   * with nothing rolled up yet, from the first event within the retention.
   */
  async rollupDays(now: Date, db: Queryable): Promise<{ days: number; rows: number }> {
    const [{ from, to }] = (await db.query(
      `SELECT to_char(GREATEST(COALESCE((SELECT max(day) - 1 FROM product_price_daily),
                                         (SELECT min(observed_at AT TIME ZONE 'UTC')::date FROM offer_price_events)),
                                ($1::timestamptz AT TIME ZONE 'UTC')::date - $2::int), 'YYYY-MM-DD') AS from,
              to_char(($1::timestamptz AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS to`,
      [now, this.config.PRICE_HISTORY_RETENTION_DAYS],
    )) as Array<{ from: string | null; to: string }>;
    if (from === null) return { days: 0, rows: 0 };
    let days = 0;
    let rows = 0;
    for (let day = new Date(`${from}T00:00:00Z`); day.toISOString().slice(0, 10) <= to; day = new Date(day.getTime() + 86_400_000)) {
      const [, written] = (await db.query(ROLLUP_DAY_SQL, [day.toISOString().slice(0, 10)])) as [unknown, number];
      days += 1;
      rows += written;
    }
    return { days, rows };
  }

  /** Decides every listed product's reduction again (the window slides every day) and stores what changed. */
  async decideReductions(now: Date, db: Queryable): Promise<{ read: number; changed: number; changedIds: string[] }> {
    let after = '00000000-0000-0000-0000-000000000000';
    let read = 0;
    const changedIds: string[] = [];
    for (;;) {
      const page = (await db.query(REDUCTION_INPUT_SQL, [after, REDUCTION_PAGE])) as ReductionInput[];
      if (page.length === 0) break;
      read += page.length;
      after = page[page.length - 1].id;
      const changed = page.flatMap((product) => {
        const observations = product.events.map(([at, priceMinor]) => ({ at: new Date(Number(at)), priceMinor }));
        const reduction = priorPriceReduction(observations, now);
        // The rule judges the offer's own history; the product row's price is what a card shows.
        const latest = observations.at(-1)?.priceMinor;
        const was = reduction !== null && latest === product.price_minor ? reduction.wasMinor : null;
        const forPrice = was === null ? null : product.price_minor;
        return was === product.reduced_from_minor && forPrice === product.reduced_for_minor ? [] : [{ id: product.id, was, forPrice }];
      });
      if (changed.length > 0) {
        await db.query(STORE_REDUCTIONS_SQL, [changed.map((c) => c.id), changed.map((c) => c.was), changed.map((c) => c.forPrice)]);
        changedIds.push(...changed.map((c) => c.id));
      }
    }
    return { read, changed: changedIds.length, changedIds };
  }

  async prune(): Promise<{ events: number; days: number }> {
    const retention = this.config.PRICE_HISTORY_RETENTION_DAYS;
    const [, events] = (await this.db.query(PRUNE_EVENTS_SQL, [retention])) as [unknown, number];
    const [, days] = (await this.db.query(PRUNE_DAILY_SQL, [retention])) as [unknown, number];
    this.logger.log(`pruned ${events} price event(s) and ${days} daily row(s) older than ${retention} days`);
    return { events, days };
  }
}
