/**
 * The catalogue's fixed vocabularies (spec §9 filter options). Stored values are what the API
 * returns and what filters send; labels are for humans. Kept here so the seed, the ingest mapping,
 * the search index and the filter sidebar can never disagree on a spelling.
 */

export const BULB_TYPES = ['LED', 'E27', 'E14', 'GU10', 'G9', 'T8', 'MR16'] as const;
export type BulbType = (typeof BULB_TYPES)[number];

export const IP_RATINGS = ['IP20', 'IP44', 'IP54', 'IP65', 'IP67', 'IP68'] as const;
export type IpRating = (typeof IP_RATINGS)[number];

export const FINISHES = ['black', 'white', 'brass', 'chrome', 'bronze', 'copper', 'steel'] as const;
export type Finish = (typeof FINISHES)[number];

/** Feature values as stored in `ProductDto.features`; 'smart' is the one that shows a Smart badge. */
export const PRODUCT_FEATURES = ['dimmable', 'smart', 'motion-sensor', 'solar', 'rgb'] as const;
export type ProductFeature = (typeof PRODUCT_FEATURES)[number];

/** The spec's filter labels for each stored feature value. */
export const PRODUCT_FEATURE_LABELS: Record<ProductFeature, string> = {
  dimmable: 'Dimmable',
  smart: 'Smart',
  'motion-sensor': 'Motion Sensor',
  solar: 'Solar',
  rgb: 'RGB',
};
