import { offerChanges, type OfferStateRow } from './offer-changes';

const offer = (overrides: Partial<OfferStateRow> = {}): OfferStateRow => ({
  id: 'o1',
  product_id: 'p1',
  merchant_id: 'm1',
  merchant_sku: 'S1',
  price_minor: 1000,
  currency: 'EUR',
  shipping_minor: { DE: 495, AT: 595 },
  is_in_stock: true,
  retired: false,
  ...overrides,
});

describe('offerChanges', () => {
  it('names a new offer, one back from retirement and one retired', () => {
    expect(offerChanges([], [offer()])).toEqual([expect.objectContaining({ offerId: 'o1', before: null, after: expect.objectContaining({ priceMinor: 1000 }) })]);
    expect(offerChanges([offer({ retired: true })], [offer()])[0]?.before).toBeNull();
    expect(offerChanges([offer()], [offer({ retired: true })])[0]).toMatchObject({ before: { priceMinor: 1000 }, after: null });
  });

  it('names price, stock and shipping changes, and nothing for a rewrite that changed none of them', () => {
    expect(offerChanges([offer()], [offer({ price_minor: 900 })])).toHaveLength(1);
    expect(offerChanges([offer()], [offer({ is_in_stock: false })])).toHaveLength(1);
    expect(offerChanges([offer()], [offer({ shipping_minor: { DE: 0, AT: 595 } })])).toHaveLength(1);
    expect(offerChanges([offer()], [offer({ shipping_minor: { AT: 595, DE: 495 }, product_id: 'p2' })])).toEqual([]);
  });
});
