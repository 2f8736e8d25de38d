import { CEILING_LIGHTS_TYPES } from './product-types/ceiling-lights';
import { PENDANT_LIGHTS_TYPES } from './product-types/pendant-lights';
import { WALL_SCONCES_TYPES } from './product-types/wall-sconces';
import { OUTDOOR_LIGHTING_TYPES } from './product-types/outdoor-lighting';
import { SMART_LIGHTING_TYPES } from './product-types/smart-lighting';
import { LED_BULBS_TYPES } from './product-types/led-bulbs';
import type { ProductTypeSpec } from './product-types/product-type';
import { FLOOR_LAMPS_TYPES, LED_STRIPS_TYPES, SPOTLIGHTS_TYPES, TABLE_LAMPS_TYPES } from './product-types/range-types';

export type { ProductTypeSpec } from './product-types/product-type';

/** The first six categories (the home page's), whose demo products are drawn first, as they always were. */
export const FIRST_PRODUCT_CATEGORIES = [
  'ceiling-lights',
  'pendant-lights',
  'wall-sconces',
  'outdoor-lighting',
  'smart-lighting',
  'led-bulbs',
] as const;

/** The range that joined them (issue 29), drawn after them with a random stream of their own. */
export const RANGE_PRODUCT_CATEGORIES = ['table-lamps', 'floor-lamps', 'spotlights', 'led-strips'] as const;

/** Every category that holds demo products (all are rows of the categories migration). */
export const DEMO_PRODUCT_CATEGORIES = [...FIRST_PRODUCT_CATEGORIES, ...RANGE_PRODUCT_CATEGORIES] as const;
export type DemoProductCategory = (typeof DEMO_PRODUCT_CATEGORIES)[number];

/** The kinds of product each category is drawn from (one file per category in product-types/). */
export const PRODUCT_TYPES: Record<DemoProductCategory, readonly ProductTypeSpec[]> = {
  'ceiling-lights': CEILING_LIGHTS_TYPES,
  'pendant-lights': PENDANT_LIGHTS_TYPES,
  'wall-sconces': WALL_SCONCES_TYPES,
  'outdoor-lighting': OUTDOOR_LIGHTING_TYPES,
  'smart-lighting': SMART_LIGHTING_TYPES,
  'led-bulbs': LED_BULBS_TYPES,
  'table-lamps': TABLE_LAMPS_TYPES,
  'floor-lamps': FLOOR_LAMPS_TYPES,
  spotlights: SPOTLIGHTS_TYPES,
  'led-strips': LED_STRIPS_TYPES,
};
