import type { ProductFacetGroup } from '@lumina/contracts';
import type { Settings } from 'meilisearch';
import type { ProductSearchDocument } from './product-document';
import { productSynonyms } from './product-synonyms';

type Attribute = keyof ProductSearchDocument;

/** Which document attribute holds each facet group of the API (the API speaks `brand`, the index `brandSlug`). */
export const FACET_ATTRIBUTE: Record<ProductFacetGroup, Attribute> = {
  category: 'categoryIds',
  brand: 'brandSlug',
  bulbType: 'bulbType',
  ipRating: 'ipRating',
  finish: 'finish',
  features: 'features',
  isDimmable: 'isDimmable',
};

/** Most values a facet reports: every brand of a big catalogue, with room to grow. */
export const MAX_FACET_VALUES = 500;

/**
 * Settings of the products index (ARCHITECTURE §6). Applied before any document is added, so the
 * index is never built twice (changing filterable attributes re-indexes everything).
 */
export const PRODUCT_INDEX_SETTINGS = {
  // Order matters: a match in the title outranks one in the description.
  searchableAttributes: ['title', 'brand', 'categoryNames', 'shortDescription', 'sku'] satisfies Attribute[],
  filterableAttributes: [
    'id',
    'categoryIds',
    'brandSlug',
    'bulbType',
    'ipRating',
    'finish',
    'features',
    'isDimmable',
    'isInStock',
    'merchantId',
    'merchantIds',
    'price',
    'discount',
  ] satisfies Attribute[],
  sortableAttributes: ['price', 'createdAt', 'title', 'clickCount', 'discount'] satisfies Attribute[],
  // Meilisearch's own order: with a term, a chosen sort orders products within equally relevant
  // ones (all words, fewest typos, closest, best field). "pendant" by "Price: Low to High" lists the
  // pendants by price before the bulbs whose description mentions pendants; without a term (category
  // pages) every product is equally relevant and the sort is strict.
  rankingRules: ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness'],
  // Proximity by attribute (words in one field count as near): titles are a few words, so ranking
  // hardly changes, and indexing 100,000 products took 24 CPU-s instead of 38 (docs/adr-004).
  proximityPrecision: 'byAttribute',
  synonyms: productSynonyms(),
  // SKUs are codes: a typo in one is another product.
  typoTolerance: { enabled: true, disableOnAttributes: ['sku'] },
  faceting: { maxValuesPerFacet: MAX_FACET_VALUES, sortFacetValuesBy: { '*': 'alpha' } },
  // `total` must be exact on big catalogues too (the default stops counting at 1,000).
  pagination: { maxTotalHits: 1_000_000 },
  // The sidebar lists every option with its count; nobody searches within a facet, so skip building that.
  facetSearch: false,
} satisfies Settings;
