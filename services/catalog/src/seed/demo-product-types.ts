import type { FOOTER_CATEGORY_SLUGS } from '@lumina/contracts';
import { CEILING_LIGHTS_TYPES } from './product-types/ceiling-lights';
import { PENDANT_LIGHTS_TYPES } from './product-types/pendant-lights';
import { WALL_SCONCES_TYPES } from './product-types/wall-sconces';
import { OUTDOOR_LIGHTING_TYPES } from './product-types/outdoor-lighting';
import { SMART_LIGHTING_TYPES } from './product-types/smart-lighting';
import { LED_BULBS_TYPES } from './product-types/led-bulbs';
import type { ProductTypeSpec } from './product-types/product-type';

export type { ProductTypeSpec } from './product-types/product-type';

/** The kinds of product each footer category is drawn from (one file per category in product-types/). */
export const PRODUCT_TYPES: Record<(typeof FOOTER_CATEGORY_SLUGS)[number], readonly ProductTypeSpec[]> = {
  'ceiling-lights': CEILING_LIGHTS_TYPES,
  'pendant-lights': PENDANT_LIGHTS_TYPES,
  'wall-sconces': WALL_SCONCES_TYPES,
  'outdoor-lighting': OUTDOOR_LIGHTING_TYPES,
  'smart-lighting': SMART_LIGHTING_TYPES,
  'led-bulbs': LED_BULBS_TYPES,
};
