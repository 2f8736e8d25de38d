import type { DeliveryCountry, OfferDto } from '@lumina/contracts';
import { formatMinorUnits } from '../products/money';

/** An offer as stored (offers table), before a country is chosen. */
export interface StoredOffer {
  id: string;
  merchantId: string | null;
  merchantName: string | null;
  priceMinor: number;
  rrpMinor: number | null;
  currency: string;
  /** Shipping per destination country; empty: the feed sent none. */
  shippingMinor: Record<string, number>;
  isInStock: boolean;
  deliveryTime: string | null;
  condition: string;
  deepLink: string | null;
  lastSeenAt: Date;
}

/** An offer that delivers to the country, with what the buyer pays there. */
export interface RankedOffer {
  offer: StoredOffer;
  shippingMinor: number;
  shippingKnown: boolean;
  totalMinor: number;
}

/**
 * What shipping to the country costs, or null when the offer does not deliver there. The table is
 * the feed row's own, else its merchant's default one; an offer with neither (no table at all) is
 * shown everywhere with its shipping marked unknown (`shippingKnown: false`), counted as 0.
 */
function shippingTo(offer: StoredOffer, country: DeliveryCountry): { minor: number; known: boolean } | null {
  const countries = Object.keys(offer.shippingMinor);
  if (countries.length === 0) return { minor: 0, known: false };
  const minor = offer.shippingMinor[country];
  return minor === undefined ? null : { minor, known: true };
}

/**
 * The offers that deliver to the country, in the order the offers table shows them: in stock
 * first, then by total (price + shipping), then the most recently seen, then by id (a stable
 * order). Commission is not an input: the ranking cannot depend on it.
 */
export function rankOffers(offers: readonly StoredOffer[], country: DeliveryCountry): RankedOffer[] {
  const ranked: RankedOffer[] = [];
  for (const offer of offers) {
    const shipping = shippingTo(offer, country);
    if (shipping === null) continue;
    ranked.push({
      offer,
      shippingMinor: shipping.minor,
      shippingKnown: shipping.known,
      totalMinor: offer.priceMinor + shipping.minor,
    });
  }
  return ranked.sort(
    (a, b) =>
      Number(b.offer.isInStock) - Number(a.offer.isInStock) ||
      a.totalMinor - b.totalMinor ||
      b.offer.lastSeenAt.getTime() - a.offer.lastSeenAt.getTime() ||
      a.offer.id.localeCompare(b.offer.id),
  );
}

/** The best offer: the first ranked one in stock (none when every offer there is out of stock). */
export function bestOffer(ranked: readonly RankedOffer[]): RankedOffer | undefined {
  return ranked[0]?.offer.isInStock ? ranked[0] : undefined;
}

export function toOfferDto({ offer, shippingMinor, shippingKnown, totalMinor }: RankedOffer): OfferDto {
  return {
    id: offer.id,
    merchantId: offer.merchantId,
    merchantName: offer.merchantName,
    price: formatMinorUnits(offer.priceMinor),
    rrp: offer.rrpMinor === null ? null : formatMinorUnits(offer.rrpMinor),
    currency: offer.currency,
    shipping: formatMinorUnits(shippingMinor),
    shippingKnown,
    total: formatMinorUnits(totalMinor),
    isInStock: offer.isInStock,
    deliveryTime: offer.deliveryTime,
    condition: offer.condition,
    lastCheckedAt: offer.lastSeenAt.toISOString(),
  };
}
