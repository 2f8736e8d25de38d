import { slugBase, slugify, slugWithSuffix } from './product-slug';

describe('product slugs', () => {
  it('turns names into lower-case ASCII words joined by hyphens', () => {
    expect(slugify('Vetro & Ottone Światło Ø 40 cm – Messing')).toBe(
      'vetro-and-ottone-swiatlo-40-cm-messing',
    );
    expect(slugify('Straßenleuchte')).toBe('strassenleuchte');
  });

  it('prefers the hint, then the title, then the SKU, and cuts long ones at a word', () => {
    expect(slugBase('My Lamp', 'Other Title', 'SKU-1')).toBe('my-lamp');
    expect(slugBase(undefined, '台灯', 'SKU-1')).toBe('sku-1');
    const long = slugBase(undefined, 'word '.repeat(40), 'S');
    expect(long.length).toBeLessThanOrEqual(110);
    expect(long.endsWith('word')).toBe(true);
  });

  it('gives the same suffix for the same merchant and SKU, and another for another', () => {
    const merchant = '8a1f7c1e-4a4b-4f0e-9d7a-2b9c1e0f3a55';
    expect(slugWithSuffix('lamp', merchant, 'A')).toBe(slugWithSuffix('lamp', merchant, 'A'));
    expect(slugWithSuffix('lamp', merchant, 'A')).toMatch(/^lamp-[0-9a-f]{8}$/);
    expect(slugWithSuffix('lamp', merchant, 'B')).not.toBe(slugWithSuffix('lamp', merchant, 'A'));
  });
});
