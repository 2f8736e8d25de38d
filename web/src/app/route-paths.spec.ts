import { productSlugFromPath, slugFromPath } from './route-paths';

describe('slugFromPath', () => {
  it('gives the decoded slug of a /{section}/{slug} path, with or without a trailing slash', () => {
    expect(slugFromPath('/guides/lighting-101', 'guides')).toBe('lighting-101');
    expect(slugFromPath('/collections/warm-nights/', 'collections')).toBe('warm-nights');
  });

  it('gives nothing for a slug outside the slug rules (upper case, _, accents): the screen shows its 404 card', () => {
    expect(slugFromPath('/category/Ceiling-Lights', 'category')).toBeUndefined();
    expect(slugFromPath('/collections/warm_nights', 'collections')).toBeUndefined();
    expect(productSlugFromPath('/product/l%C3%A1mpara')).toBeUndefined();
  });

  it('gives nothing for another section, a deeper path, the section itself or a malformed escape', () => {
    expect(slugFromPath('/category/lamps', 'guides')).toBeUndefined();
    expect(slugFromPath('/guides/a/b', 'guides')).toBeUndefined();
    expect(slugFromPath('/guides/', 'guides')).toBeUndefined();
    expect(slugFromPath('/guides', 'guides')).toBeUndefined();
    expect(productSlugFromPath('/product/%E0%A4%A')).toBeUndefined();
  });
});
