import type { EntityManager } from 'typeorm';
import { SeedRandom } from './seed-random';

/** How far back the demo's observed prices go: the chart's 90 days are filled after `npm start`. */
export const DEMO_HISTORY_DAYS = 90;
const DAY_MS = 86_400_000;

interface DemoOffer {
  id: string;
  product_id: string;
  price_minor: number;
  rrp_minor: number | null;
  currency: string;
  shipping_minor: Record<string, number>;
}

interface DemoEvent {
  offerId: string;
  productId: string;
  priceMinor: number;
  currency: string;
  shipping: string;
  observedAt: Date;
}

/**
 * Believable observed prices for the demo's offers, ending at each offer's current price:
 * - most were first seen 90 days ago and moved a little now and then;
 * - about half of those whose feed sends an 'original price' were really dearer until a few days
 *   ago (a reduction the prior-price rule shows, struck at the 30-day low); the other half only
 *   claim it (no strike-through);
 * - one in ten was first seen in the last 3 weeks (too little history to say anything).
 * Seeded, so every fresh start tells the same story (relative to its own 'now').
 */
export function demoPriceEvents(offers: readonly DemoOffer[], now: Date): DemoEvent[] {
  const random = new SeedRandom(0x26_0026);
  const events: DemoEvent[] = [];
  for (const offer of [...offers].sort((a, b) => a.id.localeCompare(b.id))) {
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS - random.int(0, 23) * 3_600_000);
    const push = (priceMinor: number, observedAt: Date) =>
      events.push({
        offerId: offer.id,
        productId: offer.product_id,
        priceMinor,
        currency: offer.currency,
        shipping: JSON.stringify(offer.shipping_minor),
        observedAt,
      });
    const current = offer.price_minor;
    if (random.chance(0.1)) {
      push(current, at(random.int(2, 21)));
      continue;
    }
    const steps: Array<[daysAgo: number, priceMinor: number]> = [];
    if (offer.rrp_minor !== null && offer.rrp_minor > current && random.chance(0.5)) {
      // Dearer for weeks, then reduced a few days ago, sometimes in two steps.
      const before = roundPrice(current * (1 + random.pick([0.12, 0.18, 0.25, 0.33])));
      steps.push([DEMO_HISTORY_DAYS, before]);
      const reducedDaysAgo = random.int(3, 20);
      if (random.chance(0.3)) {
        steps.push([reducedDaysAgo, roundPrice((before + current) / 2)]);
        steps.push([reducedDaysAgo - 2, current]);
      } else {
        steps.push([reducedDaysAgo, current]);
      }
    } else {
      // A steady price with a move or two that came back.
      steps.push([DEMO_HISTORY_DAYS, current]);
      if (random.chance(0.5)) {
        const from = random.int(35, 80);
        steps.push([from, roundPrice(current * random.pick([0.92, 0.95, 1.05, 1.08]))]);
        steps.push([from - random.int(4, 20), current]);
      }
    }
    for (const [daysAgo, priceMinor] of steps) push(priceMinor, at(daysAgo));
  }
  return events;
}

/** Shop-style: ends in 9 (x.99, x9.90 above 100 €). */
function roundPrice(minor: number): number {
  return minor >= 10_000 ? Math.round(minor / 1000) * 1000 - 10 : Math.round(minor / 100) * 100 - 1;
}

/**
 * Replaces the events the seed's own writes left (all 'now') with the demo history, in the seed's
 * transaction: the events are what Lumina would have observed had it run for 90 days.
 */
export async function writeDemoPriceHistory(manager: EntityManager, runId: string, now: Date): Promise<number> {
  const offers = (await manager.query(
    `SELECT id, product_id, price_minor, rrp_minor, currency, shipping_minor FROM offers WHERE last_seen_run = $1`,
    [runId],
  )) as DemoOffer[];
  await manager.query(`DELETE FROM offer_price_events WHERE run = $1`, [runId]);
  const events = demoPriceEvents(offers, now);
  await manager.query(
    `INSERT INTO offer_price_events (offer_id, product_id, price_minor, currency, shipping_minor, available, observed_at, run, source)
     SELECT e.offer_id, e.product_id, e.price_minor, e.currency, e.shipping::jsonb, true, e.observed_at, $7, 'feed'
       FROM unnest($1::uuid[], $2::uuid[], $3::int[], $4::text[], $5::text[], $6::timestamptz[])
            AS e(offer_id, product_id, price_minor, currency, shipping, observed_at)`,
    [
      events.map((e) => e.offerId),
      events.map((e) => e.productId),
      events.map((e) => e.priceMinor),
      events.map((e) => e.currency),
      events.map((e) => e.shipping),
      events.map((e) => e.observedAt),
      runId,
    ],
  );
  return events.length;
}
