import type { BulbType, Finish, IpRating, ProductFeature } from '@lumina/contracts';

export type Weighted<T> = ReadonlyArray<readonly [T, number]>;

/** One kind of product within a footer category, with the ranges its demo products are drawn from. */
export interface ProductTypeSpec {
  label: string;
  weight: number;
  /** Price range in euros (drawn log-uniformly, so cheaper models are more common). */
  price: readonly [number, number];
  bulbTypes: Weighted<BulbType>;
  ipRatings: Weighted<IpRating>;
  finishes: Weighted<Finish | null>;
  lumens: readonly [number, number];
  /** Size variants shown in the title and dimensions. */
  sizes: readonly string[];
  dimensions: (size: string) => string;
  materials: readonly string[];
  /** Chance of each feature; 'smart' also lists the product under the smart group. */
  features: Partial<Record<ProductFeature, number>>;
  /** When set, the product has RGB exactly when its size variant is one of these (e.g. 'Colour'). */
  rgbSizes?: readonly string[];
  /** Which of the category's four illustrations is its primary image (1-4). */
  image: 1 | 2 | 3 | 4;
  /** Sentence fragment used in descriptions: "ideal for …". */
  useFor: string;
}

export const INDOOR_FINISHES: Weighted<Finish> = [
  ['black', 5],
  ['white', 5],
  ['brass', 4],
  ['chrome', 2],
  ['bronze', 2],
  ['copper', 1],
  ['steel', 2],
];
export const OUTDOOR_FINISHES: Weighted<Finish> = [
  ['black', 7],
  ['steel', 4],
  ['bronze', 2],
  ['white', 2],
  ['copper', 1],
];
export const ROUND = (size: string, height: number) => `Ø ${size} × H ${height} cm`;
export const INDOOR_IP: Weighted<IpRating> = [
  ['IP20', 9],
  ['IP44', 1],
];
export const SOCKET_FITTING: Weighted<BulbType> = [
  ['E27', 6],
  ['E14', 2],
  ['LED', 3],
];
