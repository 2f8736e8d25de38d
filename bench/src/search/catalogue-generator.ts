import { BULB_TYPES, FINISHES, IP_RATINGS } from '@lumina/contracts';

/**
 * Generated products for the search benchmark: the demo catalogue's vocabulary (types, brands,
 * finishes, bulbs, IP ratings, features) in random combinations, deterministic for a seed, so
 * every run searches the same 50,000 products.
 */

export interface GeneratedProduct {
  slug: string;
  title: string;
  sku: string;
  brandId: string;
  /** Slug of the product type (one of the footer six) and of its indoor/outdoor/smart group(s). */
  categorySlug: string;
  groupSlugs: string[];
  priceMinor: number;
  bulbType: string;
  ipRating: string;
  finish: string;
  features: string[];
  isDimmable: boolean;
  isInStock: boolean;
  clickCount: number;
  shortDescription: string;
  createdAt: Date;
}

const TYPES: Record<
  string,
  { labels: string[]; price: [number, number]; group: 'indoor' | 'outdoor' | 'smart'; outdoorIp?: boolean }
> = {
  'ceiling-lights': {
    labels: ['Flush Ceiling Light', 'Semi-Flush Ceiling Light', 'Chandelier', 'Spotlight Bar'],
    price: [39, 899],
    group: 'indoor',
  },
  'pendant-lights': {
    labels: ['Pendant Light', 'Globe Pendant', 'Kitchen Island Pendant', 'Cluster Pendant'],
    price: [45, 1290],
    group: 'indoor',
  },
  'wall-sconces': {
    labels: ['Wall Light', 'Swing-Arm Wall Lamp', 'Picture Light', 'Up-Down Wall Light'],
    price: [29, 329],
    group: 'indoor',
  },
  'outdoor-lighting': {
    labels: ['Outdoor Wall Lantern', 'Garden Bollard', 'Solar Path Light', 'LED Floodlight'],
    price: [12, 349],
    group: 'outdoor',
    outdoorIp: true,
  },
  'smart-lighting': {
    labels: ['Smart Bulb', 'Smart LED Strip', 'Smart Ceiling Light', 'Smart Table Lamp'],
    price: [12, 349],
    group: 'smart',
  },
  'led-bulbs': {
    labels: ['LED Bulb A60', 'LED Candle Bulb', 'LED Spot', 'Decorative Globe Bulb'],
    price: [3, 25],
    group: 'indoor',
  },
};
const SERIES = [
  'Aria',
  'Bergen',
  'Cirro',
  'Delta',
  'Eos',
  'Fjord',
  'Gaia',
  'Halo',
  'Iris',
  'Juno',
  'Kasa',
  'Linea',
  'Mira',
  'Nova',
  'Orbit',
  'Pavia',
];
const ROOMS = [
  'living rooms',
  'kitchens',
  'bedrooms',
  'hallways',
  'bathrooms',
  'gardens',
  'terraces',
  'offices',
];
const MATERIALS = [
  'brushed brass',
  'opal glass',
  'powder-coated steel',
  'oak veneer',
  'die-cast aluminium',
  'linen shade',
];
const FEATURES = ['dimmable', 'smart', 'motion-sensor', 'solar', 'rgb'] as const;

/** A small, fast, seedable generator (mulberry32): the same seed gives the same catalogue. */
class Random {
  constructor(private state: number) {}
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = Math.imul(this.state ^ (this.state >>> 15), 1 | this.state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
}

/** `count` products spread over the six product types and the given brands. */
export function generateProducts(
  count: number,
  brands: readonly { id: string; name: string }[],
  seed = 50_000,
): GeneratedProduct[] {
  const random = new Random(seed);
  const categories = Object.keys(TYPES);
  const now = Date.UTC(2025, 10, 15);
  return Array.from({ length: count }, (_, index) => {
    const categorySlug = categories[index % categories.length]!;
    const type = TYPES[categorySlug]!;
    const brand = random.pick(brands);
    const label = random.pick(type.labels);
    const finish = random.pick(FINISHES);
    const features = FEATURES.filter((feature) =>
      random.chance(feature === 'smart' && type.group === 'smart' ? 1 : 0.15),
    );
    const [min, max] = type.price;
    const euros = Math.exp(Math.log(min) + random.next() * (Math.log(max) - Math.log(min)));
    const groups = new Set<string>([type.group]);
    if (features.includes('smart')) groups.add('smart');
    const title = `${brand.name} ${random.pick(SERIES)} ${label} – ${finish[0]!.toUpperCase()}${finish.slice(1)}`;
    return {
      slug: `bench-${index + 1}`,
      title,
      sku: `BENCH-${String(index + 1).padStart(6, '0')}`,
      brandId: brand.id,
      categorySlug,
      groupSlugs: [...groups],
      priceMinor: Math.round(euros * 100),
      bulbType: random.pick(BULB_TYPES),
      ipRating: type.outdoorIp ? random.pick(IP_RATINGS.slice(1)) : random.pick(IP_RATINGS.slice(0, 3)),
      finish,
      features,
      isDimmable: features.includes('dimmable'),
      isInStock: !random.chance(0.07),
      clickCount: Math.floor(random.next() * random.next() * 400),
      shortDescription: `A ${label.toLowerCase()} in ${random.pick(MATERIALS)} for ${random.pick(ROOMS)} and ${random.pick(ROOMS)}.`,
      createdAt: new Date(now - index * 37_000),
    };
  });
}
