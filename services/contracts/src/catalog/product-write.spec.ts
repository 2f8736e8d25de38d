import {
  productUpsertBatchPayload,
  ProductWriteBatch,
  productWriteSchema,
  type ProductWriteInput,
} from './product-write';

const row: ProductWriteInput = {
  sku: 'LH-1001',
  title: 'Nordlys Halo Pendant 40 cm',
  categorySlug: 'pendant-lights',
  priceMinor: 12990,
  affiliateUrl: 'https://shop.example/p/lh-1001',
};

describe('productWriteSchema', () => {
  it('fills the optional fields with their defaults', () => {
    expect(productWriteSchema.parse(row)).toMatchObject({
      sku: 'LH-1001',
      currency: 'EUR',
      brandName: null,
      images: [],
      badges: [],
      features: [],
      isInStock: true,
      isDimmable: false,
      longDescription: null,
    });
  });

  it('names the field of a bad value', () => {
    const result = productWriteSchema.safeParse({
      ...row,
      affiliateUrl: 'javascript:alert(1)',
      categorySlug: 'lamps',
      images: [{ url: '//evil.example/x.png' }],
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.')).sort();
    // Any slug-shaped category is taken (categories are data, issue 29): 'lamps' maps or is held.
    expect(paths).toEqual(['affiliateUrl', 'images.0.url']);
  });

  it('accepts app paths and http(s) image URLs', () => {
    const parsed = productWriteSchema.parse({
      ...row,
      images: [
        { url: '/images/products/led-bulbs-1.svg' },
        { url: 'https://cdn.example/a.jpg', altText: 'A' },
      ],
    });
    expect(parsed.images).toEqual([
      { url: '/images/products/led-bulbs-1.svg', altText: null },
      { url: 'https://cdn.example/a.jpg', altText: 'A' },
    ]);
  });
});

describe('productUpsertBatchPayload', () => {
  it('requires a merchant uuid, a mapping version, a run id and 1 to 1000 products', () => {
    const result = productUpsertBatchPayload.safeParse({ merchantId: 'x', products: [] });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'mappingVersion',
      'merchantId',
      'products',
      'runId',
    ]);
  });
});

describe('ProductWriteBatch', () => {
  it('closes a batch at the row limit or the byte limit, keeping the order', () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({
      ...row,
      sku: `S-${i}`,
      longDescription: 'x'.repeat(1000),
    }));
    const batches: (typeof rows)[] = [];
    let batch = new ProductWriteBatch<(typeof rows)[number]>({ maxRows: 10, maxBytes: 5 * 1024 });
    for (const next of rows) {
      if (batch.tryAdd(next)) continue;
      batches.push(batch.rows);
      batch = new ProductWriteBatch({ maxRows: 10, maxBytes: 5 * 1024 });
      expect(batch.tryAdd(next)).toBe(true);
    }
    batches.push(batch.rows);
    expect(batches.flat()).toEqual(rows);
    expect(batches.every((batch) => batch.length <= 10 && JSON.stringify(batch).length <= 5 * 1024)).toBe(
      true,
    );
    expect(batches.length).toBeGreaterThanOrEqual(5);
  });
});
