import { makeProduct } from '@/testing/catalog-fixtures';
import { buildProductJsonLd, serializeJsonLd } from './product-json-ld';

describe('buildProductJsonLd', () => {
  it('describes the product and its offer with absolute URLs', () => {
    const product = makeProduct({
      slug: 'nordic-pendant',
      title: 'Nordic Pendant',
      sku: 'NP-1',
      price: '129.90',
      currency: 'EUR',
      brand: { name: 'Nordlys Design' },
      images: [
        { id: '1', url: '/images/products/side.svg', altText: null, isPrimary: false },
        { id: '2', url: '/images/products/front.svg', altText: null, isPrimary: true },
      ],
    });
    expect(buildProductJsonLd(product, 'https://shop.example/product/nordic-pendant')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Nordic Pendant',
      sku: 'NP-1',
      description: 'A warm brass pendant.',
      image: ['https://shop.example/images/products/front.svg', 'https://shop.example/images/products/side.svg'],
      brand: { '@type': 'Brand', name: 'Nordlys Design' },
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example/product/nordic-pendant',
        price: '129.90',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('says OutOfStock and leaves out a missing brand', () => {
    const jsonLd = buildProductJsonLd(makeProduct({ isInStock: false, brand: null }), 'https://shop.example/product/x');
    expect(jsonLd.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(jsonLd).not.toHaveProperty('brand');
  });
});

describe('serializeJsonLd', () => {
  it('escapes characters that could end the script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script> & co' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & co' });
  });
});
