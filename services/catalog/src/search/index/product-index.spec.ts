import { differingSettings } from './product-index';
import { PRODUCT_INDEX_SETTINGS } from './product-index.settings';

describe('differingSettings', () => {
  const live = () => JSON.parse(JSON.stringify(PRODUCT_INDEX_SETTINGS)) as Record<string, unknown>;

  it('finds nothing when the live index has our settings, in any order where order means nothing, plus defaults we never set', () => {
    const settings = live();
    settings.sortableAttributes = [...PRODUCT_INDEX_SETTINGS.sortableAttributes].reverse();
    settings.typoTolerance = {
      ...PRODUCT_INDEX_SETTINGS.typoTolerance,
      minWordSizeForTypos: { oneTypo: 5, twoTypos: 9 },
    };
    settings.stopWords = [];
    expect(differingSettings(PRODUCT_INDEX_SETTINGS, settings)).toEqual([]);
  });

  it('names what changed, ranking order included', () => {
    const settings = live();
    settings.rankingRules = ['words', 'sort', 'typo', 'proximity', 'attribute', 'exactness'];
    settings.filterableAttributes = ['price'];
    expect(differingSettings(PRODUCT_INDEX_SETTINGS, settings)).toEqual([
      '.filterableAttributes',
      '.rankingRules',
    ]);
  });
});
