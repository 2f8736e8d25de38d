import { groupsWithoutCatalogueWords, productSynonyms } from './product-synonyms';

describe('productSynonyms', () => {
  const synonyms = productSynonyms();

  it("leads a shopper's word in any language to the catalogue's English words", () => {
    expect(synonyms.kinkiet).toEqual(expect.arrayContaining(['sconce', 'wall light']));
    expect(synonyms.applique).toEqual(expect.arrayContaining(['sconce', 'wall light', 'wall lamp']));
    expect(synonyms.pendellampa).toContain('pendant');
  });

  it('expands an English word to English words only, which documents can hold', () => {
    expect(synonyms.pendant).toEqual(['hanging']);
    expect(synonyms.hanging).toEqual(['pendant']);
    expect(synonyms.lamp).toEqual(['light']);
  });

  it('has a catalogue word in every group', () => {
    expect(groupsWithoutCatalogueWords()).toEqual([]);
  });
});
