import { bestOffer, rankOffers, type StoredOffer } from './offer-ranking';

const offer = (id: string, overrides: Partial<StoredOffer> = {}): StoredOffer => ({
  id,
  merchantId: `merchant-${id}`,
  merchantName: `Shop ${id}`,
  priceMinor: 1_000,
  rrpMinor: null,
  currency: 'EUR',
  shippingMinor: {},
  isInStock: true,
  deliveryTime: null,
  condition: 'new',
  deepLink: `https://${id}.example/`,
  lastSeenAt: new Date('2026-11-27T10:00:00Z'),
  ...overrides,
});

describe('rankOffers', () => {
  it('ranks by price plus shipping to the country, in stock first; ties go to the most recently seen', () => {
    const offers = [
      offer('cheap-but-out', { priceMinor: 100, isInStock: false }),
      offer('older', { priceMinor: 1_000, lastSeenAt: new Date('2026-11-26T10:00:00Z') }),
      offer('shipping', { priceMinor: 800, shippingMinor: { DE: 300, AT: 100 } }),
      offer('newer', { priceMinor: 1_000 }),
    ];

    expect(rankOffers(offers, 'DE').map((ranked) => [ranked.offer.id, ranked.totalMinor])).toEqual([
      ['newer', 1_000],
      ['older', 1_000],
      ['shipping', 1_100],
      ['cheap-but-out', 100],
    ]);
    expect(rankOffers(offers, 'AT').map((ranked) => ranked.offer.id)).toEqual([
      'shipping',
      'newer',
      'older',
      'cheap-but-out',
    ]);
  });

  it('leaves out an offer whose shipping table does not name the country; one without any ships free (for now)', () => {
    const ranked = rankOffers([offer('de-only', { shippingMinor: { DE: 0 } }), offer('no-table')], 'FR');
    expect(ranked.map((entry) => [entry.offer.id, entry.shippingMinor, entry.shippingKnown])).toEqual([
      ['no-table', 0, false],
    ]);
  });

  it('has no best offer when none in stock delivers to the country', () => {
    expect(bestOffer(rankOffers([offer('out', { isInStock: false })], 'DE'))).toBeUndefined();
    expect(bestOffer(rankOffers([offer('in')], 'DE'))?.offer.id).toBe('in');
  });
});
