import { RowMapper } from './row-mapper';

const googleRow = {
  'g:id': 'SKU-1',
  title: 'Aria Pendant 9 W 800 lm 2700K, dimmable',
  description: '<p>Brass pendant</p><script>x</script>',
  link: 'https://shop.example/aria',
  'g:image_link': 'https://shop.example/aria.jpg',
  'g:price': '249,90 EUR',
  'g:sale_price': '199.00 EUR',
  'g:availability': 'in stock',
  'g:brand': 'Lumen Co',
  'g:gtin': '4006381333931',
  'g:product_type': 'Home > Lighting > Pendant Lights',
};

describe('RowMapper', () => {
  describe('identify', () => {
    const record = { line: 2, fields: { 'g:id': 'SKU-1', title: 'Aria' } };

    it('keeps the source hash products were stored with (a changed scheme would rewrite every product once)', () => {
      // sha-256 of the rules version, mapping, currency and context, then the record's fields, as written since the first release.
      expect(new RowMapper({}, 'USD', 'Lumen Shop').identify(record)).toEqual({
        sku: 'SKU-1',
        sourceHash: 'GuiAbh3j-p4WlsDzkkbnjzpIGZ-JcrfClg-mfUAwAh8',
      });
    });

    it('changes the source hash with any field, the mapping, the currency or the merchant context', () => {
      const base = new RowMapper({}, 'USD', 'Lumen Shop').identify(record)?.sourceHash;
      const others = [
        new RowMapper({}, 'USD', 'Lumen Shop').identify({ line: 9, fields: { ...record.fields, title: 'Aria ' } }),
        new RowMapper({ preset: 'google' }, 'USD', 'Lumen Shop').identify(record),
        new RowMapper({}, 'EUR', 'Lumen Shop').identify(record),
        new RowMapper({}, 'USD', 'Other Shop').identify(record),
      ].map((identity) => identity?.sourceHash);
      expect(new Set([base, ...others]).size).toBe(5);
      expect(others).not.toContain(undefined);
    });
  });

  it('maps a Google Merchant item with no mapping configured', () => {
    const mapper = new RowMapper({}, 'USD');
    const mapped = mapper.map({ line: 3, fields: googleRow });
    expect(mapped).toEqual({
      product: expect.objectContaining({
        sku: 'SKU-1',
        title: 'Aria Pendant 9 W 800 lm 2700K, dimmable',
        categorySlug: 'pendant-lights',
        priceMinor: 19900,
        originalPriceMinor: 24990,
        currency: 'EUR',
        brandName: 'Lumen Co',
        gtin: '04006381333931',
        lumens: 800,
        colorTemperature: 2700,
        wattage: 9,
        isDimmable: true,
        features: ['dimmable'],
        affiliateUrl: 'https://shop.example/aria',
        images: [{ url: 'https://shop.example/aria.jpg', altText: 'Aria Pendant 9 W 800 lm 2700K, dimmable' }],
        longDescription: '<p>Brass pendant</p><script>x</script>', // catalog sanitises on write
        isInStock: true,
      }),
    });
  });

  it("maps Google's energy class and EPREL certification, dropping a class outside the scale", () => {
    const mapper = new RowMapper({ preset: 'google' }, 'EUR');
    const lamp = { ...googleRow, 'g:energy_efficiency_class': 'c', 'g:certification': 'EC:EPREL:1234567' };
    expect(mapper.map({ line: 2, fields: lamp })).toEqual({ product: expect.objectContaining({ energyRating: 'C', eprelId: '1234567' }) });
    const bad = { ...googleRow, 'g:energy_efficiency_class': 'Z', 'g:certification': 'EC:EPREL:12x' };
    expect(mapper.map({ line: 3, fields: bad })).toEqual({ product: expect.objectContaining({ energyRating: null, eprelId: null }) });
  });

  it('maps Awin column names with the preset', () => {
    const mapper = new RowMapper({ preset: 'awin' }, 'EUR');
    const mapped = mapper.map({
      line: 2,
      fields: {
        aw_product_id: '99',
        merchant_product_id: 'LI-7',
        product_name: 'Garden Spike IP65',
        aw_deep_link: 'https://www.awin1.com/pclick.php?p=99',
        merchant_image_url: 'https://img.example/7.jpg',
        search_price: '39.90',
        currency: 'EUR',
        merchant_category: 'Outdoor Lighting',
        brand_name: 'Hortus',
        in_stock: '0',
      },
    });
    expect(mapped).toEqual({
      product: expect.objectContaining({ sku: 'LI-7', categorySlug: 'outdoor-lighting', priceMinor: 3990, ipRating: 'IP65', isInStock: false, brandName: 'Hortus' }),
    });
  });

  it('follows an explicit mapping over the presets', () => {
    const mapper = new RowMapper({ Artikel: 'title', Preis: 'price', URL: 'link', Kategorie: 'category', Nummer: 'sku' }, 'EUR');
    const mapped = mapper.map({ line: 2, fields: { Artikel: 'Deckenlampe Nova', Preis: '89,00', URL: 'https://x.example/n', Kategorie: 'Deckenleuchten', Nummer: 'N1' } });
    expect(mapped).toEqual({ product: expect.objectContaining({ title: 'Deckenlampe Nova', priceMinor: 8900, sku: 'N1', categorySlug: 'ceiling-lights' }) });
  });

  it.each([
    [{ ...googleRow, title: '' }, 'title', 'missing title'],
    [{ ...googleRow, 'g:price': 'call us' }, 'price', "'call us' is not a price"],
    [{ ...googleRow, link: 'javascript:alert(1)' }, 'link', 'the link is not an http(s) URL'],
  ])('rejects a row with its line, field and reason', (fields, field, reason) => {
    expect(new RowMapper({}, 'EUR').map({ line: 7, fields })).toEqual({ rejected: { line: 7, field, reason } });
  });

  it('holds a row whose category maps nowhere, with its category text and its product', () => {
    const mapped = new RowMapper({}, 'EUR').map({ line: 7, fields: { ...googleRow, title: 'Sofa', 'g:product_type': 'Furniture > Sofas' } });
    expect(mapped).toEqual({ held: { line: 7, categoryText: 'Furniture > Sofas', product: expect.objectContaining({ title: 'Sofa' }) } });
    expect('categorySlug' in (mapped as { held: { product: object } }).held.product).toBe(false);
  });

  it("maps a held row's text once the merchant's table names a category for it", () => {
    const mapper = new RowMapper({ categories: { 'Furniture > Sofas': 'floor-lamps' } }, 'EUR');
    expect(mapper.map({ line: 7, fields: { ...googleRow, title: 'Sofa', 'g:product_type': 'Furniture > Sofas' } })).toEqual({
      product: expect.objectContaining({ categorySlug: 'floor-lamps' }),
    });
  });

  it('reports a mapping without title, price or link fields', () => {
    const mapper = new RowMapper({}, 'EUR');
    expect(RowMapper.missingRequired(mapper.resolve({ line: 1, fields: { foo: '1', bar: '2' } }))).toEqual(['title', 'price', 'link']);
  });
});
