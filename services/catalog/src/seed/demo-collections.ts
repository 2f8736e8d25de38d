import { PARTNER_BRAND_SLUG } from './demo-brands';
import type { DemoProduct } from './demo-products';
import { SeedRandom } from './seed-random';
import { seedUuid } from './seed-ids';

interface CollectionSpec {
  slug: string;
  name: string;
  shortDescription: string;
  description: string;
  isFeatured: boolean;
  size: number;
  includes: (p: DemoProduct) => boolean;
}

const indoorTypes = new Set(['ceiling-lights', 'pendant-lights', 'wall-sconces']);

const SPECS: CollectionSpec[] = [
  {
    slug: 'scandinavian-calm',
    name: 'Scandinavian Calm',
    isFeatured: true,
    size: 16,
    shortDescription: 'Pale finishes, soft light and clean lines from the north.',
    description:
      'White, steel and brass fittings with warm, glare-free light: the Nordic way to make long evenings feel cosy without clutter.',
    includes: (p) =>
      indoorTypes.has(p.categorySlug) &&
      (p.finish === 'white' || p.finish === 'steel') &&
      (p.colorTemperature ?? 0) <= 3000,
  },
  {
    slug: 'brass-and-glass',
    name: 'Brass & Glass',
    isFeatured: true,
    size: 16,
    shortDescription: 'Warm metal and mouth-blown glass for a timeless glow.',
    description:
      'Pendants, sconces and ceiling lights that pair brushed brass with opal, smoked or ribbed glass. They age beautifully and suit classic and modern rooms alike.',
    includes: (p) => p.finish === 'brass' && /glass/i.test(p.materials ?? ''),
  },
  {
    slug: 'industrial-loft',
    name: 'Industrial Loft',
    isFeatured: true,
    size: 14,
    shortDescription: 'Black steel, cages and exposed bulbs.',
    description:
      'Cage pendants, spotlight bars and swing-arm lamps in black, bronze and raw steel for lofts, kitchens and workshops.',
    includes: (p) =>
      indoorTypes.has(p.categorySlug) &&
      ['black', 'bronze', 'steel'].includes(p.finish ?? '') &&
      /Cage|Spotlight|Swing|Pendant/.test(p.typeLabel),
  },
  {
    slug: 'garden-evenings',
    name: 'Garden Evenings',
    isFeatured: true,
    size: 16,
    shortDescription: 'Weather-proof light for terraces, paths and borders.',
    description:
      'IP65 and better lanterns, bollards, spots and festoons chosen to make a garden usable long after sunset, all year round.',
    includes: (p) =>
      // Listed under Outdoor (outdoor lights, and smart lights by the Outdoor rule) and IP65 or better.
      ['outdoor-lighting', 'smart-lighting'].includes(p.categorySlug) && ['IP65', 'IP67', 'IP68'].includes(p.ipRating ?? ''),
  },
  {
    slug: 'smart-home-starter',
    name: 'Smart Home Starter',
    isFeatured: true,
    size: 12,
    shortDescription: 'Bulbs, strips and lamps to begin your smart home.',
    description:
      'Everything you need to control light by app, voice or schedule, led by our partner Aurelia Smart. Start with a few bulbs and add strips and lamps room by room.',
    includes: (p) =>
      p.features.includes('smart') &&
      (p.brandSlug === PARTNER_BRAND_SLUG || p.categorySlug === 'smart-lighting'),
  },
  {
    slug: 'kitchen-island-pendants',
    name: 'Kitchen Island Pendants',
    isFeatured: false,
    size: 12,
    shortDescription: 'Linear and multi-light pendants for islands and long tables.',
    description:
      'Bright, even task light over worktops and dining tables, in linear bars and rows of shades.',
    includes: (p) => p.typeLabel === 'Kitchen Island Pendant',
  },
  {
    slug: 'bathroom-safe',
    name: 'Bathroom Safe',
    isFeatured: false,
    size: 12,
    shortDescription: 'IP44 and above for bathrooms and wet rooms.',
    description:
      'Ceiling and mirror lights rated IP44 or higher, suitable for bathroom zones 1 and 2 when installed by an electrician.',
    includes: (p) => indoorTypes.has(p.categorySlug) && ['IP44', 'IP54', 'IP65'].includes(p.ipRating ?? ''),
  },
  {
    slug: 'energy-savers',
    name: 'Energy Savers',
    isFeatured: false,
    size: 16,
    shortDescription: 'The most efficient bulbs and fittings we list.',
    description: 'Products in EU energy classes A to D: more light per watt, lower bills and less heat.',
    includes: (p) => p.energyRating !== null && p.energyRating <= 'D',
  },
  {
    slug: 'reading-corners',
    name: 'Reading Corners',
    isFeatured: false,
    size: 12,
    shortDescription: 'Dimmable warm light for books and bedsides.',
    description:
      'Swing-arm lamps, wall lights and smart table lamps with warm, dimmable light that is easy on the eyes late at night.',
    includes: (p) =>
      p.isDimmable &&
      (p.colorTemperature ?? 9999) <= 3000 &&
      /Swing|Wall Light|Table Lamp|Picture/.test(p.typeLabel),
  },
  {
    slug: 'solar-and-sensor',
    name: 'Solar & Sensor',
    isFeatured: false,
    size: 14,
    shortDescription: 'Outdoor lights that look after themselves.',
    description:
      'Solar-powered and motion-sensing outdoor lights: no wiring for the solar ones, no wasted hours for the sensor ones.',
    includes: (p) =>
      p.categorySlug === 'outdoor-lighting' &&
      (p.features.includes('solar') || p.features.includes('motion-sensor')),
  },
];

export interface DemoCollection {
  id: string;
  slug: string;
  name: string;
  description: string;
  shortDescription: string;
  imageUrl: string | null;
  isFeatured: boolean;
  sortOrder: number;
  productIds: string[];
}

export function buildDemoCollections(products: DemoProduct[]): DemoCollection[] {
  const random = new SeedRandom(911);
  return SPECS.map((spec, sortOrder) => {
    const candidates = products.filter((p) => p.isInStock && spec.includes(p));
    const chosen = random.sample(candidates, spec.size);
    return {
      id: seedUuid('collection', spec.slug),
      slug: spec.slug,
      name: spec.name,
      description: spec.description,
      shortDescription: spec.shortDescription,
      imageUrl: chosen[0]?.images[0]?.url ?? null,
      isFeatured: spec.isFeatured,
      sortOrder,
      productIds: chosen.map((p) => p.id),
    };
  });
}
