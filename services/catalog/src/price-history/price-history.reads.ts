import { Injectable } from '@nestjs/common';
import { priceVerdict, type DeliveryCountry, type PriceHistoryDto, type PriceHistoryPayload } from '@lumina/contracts';
import { DataSource } from 'typeorm';
import { OfferReads } from '../offers/offer.reads';
import { rankOffers } from '../offers/offer-ranking';
import { ProductNotFoundError } from '../products/product.errors';
import { formatMinorUnits } from '../products/money';

interface DailyRow {
  date: string;
  low_minor: number;
  high_minor: number;
  close_minor: number;
  offer_count: number;
}

// One round trip: the product, when it was first observed, its all-time low and the period's days.
const HISTORY_SQL = `
  WITH p AS (SELECT id, currency FROM products WHERE slug = $1)
  SELECT p.id, p.currency,
         (SELECT min(observed_at) FROM offer_price_events e WHERE e.product_id = p.id) AS first_observed_at,
         (SELECT json_build_object('date', to_char(d.day, 'YYYY-MM-DD'), 'low_minor', d.low_minor)
            FROM product_price_daily d WHERE d.product_id = p.id ORDER BY d.low_minor, d.day DESC LIMIT 1) AS all_time_low,
         COALESCE((SELECT json_agg(json_build_object('date', to_char(d.day, 'YYYY-MM-DD'), 'low_minor', d.low_minor,
                                                     'high_minor', d.high_minor, 'close_minor', d.close_minor,
                                                     'offer_count', d.offer_count) ORDER BY d.day)
                     FROM product_price_daily d
                    WHERE d.product_id = p.id AND d.day > (now() AT TIME ZONE 'UTC')::date - $2::int), '[]') AS days
    FROM p`;

/** `GET /api/products/{slug}/price-history`: the chart's days, its two lows and its sentence. */
@Injectable()
export class PriceHistoryReads {
  constructor(
    private readonly db: DataSource,
    private readonly offers: OfferReads,
  ) {}

  async forProduct({ slug, days, country }: PriceHistoryPayload, now: Date = new Date()): Promise<PriceHistoryDto> {
    const [row] = (await this.db.query(HISTORY_SQL, [slug, days])) as Array<{
      id: string;
      currency: string;
      first_observed_at: Date | null;
      all_time_low: { date: string; low_minor: number } | null;
      days: DailyRow[];
    }>;
    if (row === undefined) throw new ProductNotFoundError(slug);
    const shipping = await this.shippingTo(row.id, country);
    const totals = row.days.map((day) => day.low_minor + shipping);
    const observedDays = row.first_observed_at === null ? 0 : Math.floor((now.getTime() - row.first_observed_at.getTime()) / 86_400_000);
    const last30 = row.days.slice(-30).reduce<DailyRow | null>((low, day) => (low === null || day.low_minor <= low.low_minor ? day : low), null);
    return {
      days,
      country,
      currency: row.currency,
      shipping: formatMinorUnits(shipping),
      firstObservedAt: row.first_observed_at?.toISOString() ?? null,
      observedDays,
      points: row.days.map((day, i) => ({
        date: day.date,
        lowest: formatMinorUnits(day.low_minor),
        highest: formatMinorUnits(day.high_minor),
        closing: formatMinorUnits(day.close_minor),
        lowestTotal: formatMinorUnits(totals[i]),
        offerCount: day.offer_count,
      })),
      lowest30Days: last30 === null ? null : { date: last30.date, total: formatMinorUnits(last30.low_minor + shipping) },
      lowestAllTime:
        row.all_time_low === null ? null : { date: row.all_time_low.date, total: formatMinorUnits(row.all_time_low.low_minor + shipping) },
      verdict: priceVerdict(observedDays, totals),
    };
  }

  /**
   * Totals to a country are computed at read time (a rollup per product and country would be
   * billions of rows): today's shipping of the best offer that delivers there, 0 when none does.
   */
  private async shippingTo(productId: string, country: DeliveryCountry): Promise<number> {
    return rankOffers(await this.offers.ofProduct(productId), country)[0]?.shippingMinor ?? 0;
  }
}
