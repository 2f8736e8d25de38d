/**
 * The prior-price rule (Art. 6a of Directive 98/6/EC; CJEU C-330/23, Aldi Süd; ARCHITECTURE §16).
 * The ONE place that decides whether a price may be shown as reduced, from what Lumina itself
 * observed of an offer. A feed's own 'original price' or RRP is never an input.
 */

/** How long before a reduction Lumina must have observed the offer, and the window of its lowest price. */
export const PRIOR_PRICE_WINDOW_DAYS = 30;

const DAY_MS = 86_400_000;

/** One observed price of an offer (its price events), in minor units, with when it took effect. */
export interface PriceObservation {
  at: Date;
  priceMinor: number;
}

/** A reduction the law allows: the struck-through price and the percentage computed from it. */
export interface PriorPriceReduction {
  /** The lowest price of the 30 days before the reduction began: the struck-through price. */
  wasMinor: number;
  /** Whole percent off `wasMinor`, rounded down so it never overstates. */
  percent: number;
  /** When the reduction began (its first step, for a progressive one). */
  since: Date;
}

/**
 * Whether the offer's current price (the last observation) is a reduction Lumina may show, and
 * from what. Rules:
 * - the reduction began at the first step of the current run of price decreases (a progressive
 *   reduction keeps the price before its first step);
 * - the offer must have been observed at least 30 days before that (`observations[0]` is when
 *   Lumina first saw it), else no reduction;
 * - the struck price is the lowest price in effect during those 30 days (the price carried into
 *   the window counts); no reduction unless it is above the current price and gives at least 1 %.
 * Observations need not be sorted; equal consecutive prices are one step.
 */
export function priorPriceReduction(observations: readonly PriceObservation[], now: Date = new Date()): PriorPriceReduction | null {
  const steps = priceSteps(observations.filter((o) => o.at.getTime() <= now.getTime()));
  if (steps.length < 2) return null;
  const last = steps.length - 1;
  let first = last;
  while (first > 0 && steps[first - 1].priceMinor > steps[first].priceMinor) first -= 1;
  // steps[first] is the price before the run of decreases; the reduction began one step later.
  if (first === last) return null;
  const since = steps[first + 1].at;
  const windowStart = since.getTime() - PRIOR_PRICE_WINDOW_DAYS * DAY_MS;
  if (steps[0].at.getTime() > windowStart) return null;
  let wasMinor = Number.POSITIVE_INFINITY;
  for (let i = 0; i < steps.length && steps[i].at.getTime() < since.getTime(); i += 1) {
    const endsAt = steps[i + 1]?.at.getTime() ?? Number.POSITIVE_INFINITY;
    if (endsAt > windowStart) wasMinor = Math.min(wasMinor, steps[i].priceMinor);
  }
  const current = steps[last].priceMinor;
  if (!Number.isFinite(wasMinor) || wasMinor <= current) return null;
  const percent = Math.floor(((wasMinor - current) * 100) / wasMinor);
  return percent >= 1 ? { wasMinor, percent, since } : null;
}

/** Observations in time order with repeats of the same price folded into the first. */
function priceSteps(observations: readonly PriceObservation[]): PriceObservation[] {
  const sorted = [...observations].sort((a, b) => a.at.getTime() - b.at.getTime());
  const steps: PriceObservation[] = [];
  for (const observation of sorted) {
    if (steps.at(-1)?.priceMinor !== observation.priceMinor) steps.push(observation);
  }
  return steps;
}

/** Whole percent off `wasMinor` (the rule's struck price), rounded down; for the web's badges. */
export function reductionPercent(wasMinor: number, nowMinor: number): number {
  return wasMinor > nowMinor && wasMinor > 0 ? Math.floor(((wasMinor - nowMinor) * 100) / wasMinor) : 0;
}
