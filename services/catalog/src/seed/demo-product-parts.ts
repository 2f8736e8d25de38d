import type { DemoBrand } from './demo-brands';
import type { DemoImage } from './demo-product';
import { FINISH_LABELS } from './demo-product-text';
import type { ProductTypeSpec } from './demo-product-types';
import type { SeedRandom } from './seed-random';

/** The small rules the demo generator builds each product with. */

export function energyClass(lumensPerWatt: number): string {
  const bands: Array<[number, string]> = [
    [210, 'A'],
    [185, 'B'],
    [160, 'C'],
    [135, 'D'],
    [110, 'E'],
    [85, 'F'],
  ];
  return bands.find(([min]) => lumensPerWatt >= min)?.[1] ?? 'G';
}

/** Shop-style prices: 3.49/3.99 under 20 €, 24.90/24.99 under 100 €, 129.99/129.90 above. */
export function shopPrice(random: SeedRandom, [min, max]: readonly [number, number]): number {
  const euros = Math.exp(Math.log(min) + random.next() * (Math.log(max) - Math.log(min)));
  if (euros < 20) return Math.floor(euros) * 100 + random.pick([49, 99]);
  if (euros < 100) return Math.floor(euros) * 100 + random.pick([90, 99]);
  return Math.round(euros / 10) * 1000 - random.pick([1, 10]);
}

/**
 * The product type's own illustration, and nothing else: the category's other illustrations show
 * other kinds of light, so a gallery padded with them showed a spotlight bar as a pendant.
 */
export function imagesFor(category: string, illustration: number, title: string): DemoImage[] {
  return [{ url: `/images/products/${category}-${illustration}.svg`, altText: title }];
}

export function titleOf(
  brand: DemoBrand,
  series: string,
  type: ProductTypeSpec,
  size: string,
  finish: string | null,
  bulb: string,
  lumens: number,
  kelvin: number,
  category: string,
): string {
  // "Aurelia Smart Nova Smart Bulb" reads badly: a smart brand's own products drop the repeated word.
  const label = brand.name.endsWith(' Smart') ? type.label.replace(/^Smart /, '') : type.label;
  if (category === 'led-bulbs') return `${brand.name} ${label} ${bulb} ${lumens} lm ${kelvin} K ${size}`;
  const finishText = finish ? ` – ${FINISH_LABELS[finish]}` : '';
  return `${brand.name} ${series} ${label} ${size}${finishText}`;
}

export function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base.slice(0, 110).replace(/-+$/, '');
  for (let n = 2; taken.has(slug); n += 1) slug = `${base.slice(0, 105).replace(/-+$/, '')}-${n}`;
  taken.add(slug);
  return slug;
}
