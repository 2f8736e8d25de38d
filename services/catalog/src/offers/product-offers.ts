import type { DeliveryCountry, ProductDetailDto, ProductDto } from '@lumina/contracts';
import { formatMinorUnits } from '../products/money';
import { bestOffer, rankOffers, toOfferDto, type StoredOffer } from './offer-ranking';

/**
 * A product page for one 'Deliver to' country: the offers that deliver there, ranked, and the
 * spec's single-merchant fields (`price`, `currency`, `merchant`, `merchantId`, `affiliateUrl`,
 * `isInStock`) from the best offer. No offer in stock delivers there: not in stock. A product with
 * no offer rows at all (written before offers existed, by a test fixture) keeps its own fields.
 */
export function productForCountry(
  product: ProductDto,
  offers: readonly StoredOffer[],
  country: DeliveryCountry,
): ProductDetailDto {
  const ranked = rankOffers(offers, country);
  const detail: ProductDetailDto = { ...product, deliverTo: country, offers: ranked.map(toOfferDto) };
  if (offers.length === 0) return detail;
  const best = bestOffer(ranked);
  if (best === undefined) return { ...detail, isInStock: false };
  return {
    ...detail,
    price: formatMinorUnits(best.offer.priceMinor),
    currency: best.offer.currency,
    merchant: best.offer.merchantName === null ? null : { name: best.offer.merchantName },
    merchantId: best.offer.merchantId,
    affiliateUrl: best.offer.deepLink,
    isInStock: true,
  };
}
