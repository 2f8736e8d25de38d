import type { ProductFeature } from '@lumina/contracts';

/** The words the demo descriptions are written from: realistic, consistent with each product's specs. */
export interface DescribedProduct {
  brandName: string;
  series: string;
  typeLabel: string;
  useFor: string;
  finish: string | null;
  materials: string;
  lumens: number;
  wattage: number;
  colorTemperature: number;
  energyRating: string;
  bulbType: string;
  bulbCount: number;
  ipRating: string;
  features: ProductFeature[];
  categorySlug: string;
}

const IP_TEXT: Record<string, string> = {
  IP20: 'IP20: for dry indoor spaces',
  IP44: 'IP44: splash-proof, suitable for bathroom zone 2 and sheltered outdoor spots',
  IP54: 'IP54: protected against dust and splashing water from any direction',
  IP65: 'IP65: dust-tight and protected against water jets',
  IP67: 'IP67: withstands temporary immersion up to 1 m',
  IP68: 'IP68: built for continuous submersion',
};

const FEATURE_TEXT: Record<ProductFeature, string> = {
  dimmable: 'Dimmable with a compatible trailing-edge dimmer, without flicker',
  smart: 'Controlled by app and voice assistants over Zigbee 3.0 and Bluetooth, with schedules and scenes',
  'motion-sensor': 'Built-in PIR motion sensor with adjustable range and timer',
  solar: 'Integrated solar panel charges by day and switches the light on at dusk',
  rgb: 'Sixteen million colours plus tunable white from 2200 to 6500 K',
};

export function warmth(kelvin: number): string {
  if (kelvin <= 2200) return 'extra-warm amber';
  if (kelvin <= 2700) return 'warm white';
  if (kelvin <= 3000) return 'soft white';
  if (kelvin <= 4000) return 'neutral white';
  return 'cool daylight';
}

export const FINISH_LABELS: Record<string, string> = {
  black: 'Black',
  white: 'White',
  brass: 'Brass',
  chrome: 'Chrome',
  bronze: 'Bronze',
  copper: 'Copper',
  steel: 'Brushed Steel',
};

function bulbText(p: DescribedProduct): string {
  if (p.bulbType === 'LED') return 'Integrated LED rated for 25,000 hours, so there is no bulb to replace';
  if (p.categorySlug === 'led-bulbs' || p.categorySlug === 'smart-lighting') {
    return `Fits standard ${p.bulbType} sockets; rated for 15,000 hours`;
  }
  const bulbs = p.bulbCount === 1 ? `one ${p.bulbType} bulb` : `${p.bulbCount} × ${p.bulbType} bulbs`;
  return `Takes ${bulbs} (LED bulbs included)`;
}

export function shortDescription(p: DescribedProduct): string {
  const finish = p.finish ? ` in ${FINISH_LABELS[p.finish]?.toLowerCase() ?? p.finish}` : '';
  return `${p.typeLabel}${finish} with ${p.lumens} lm of ${warmth(p.colorTemperature)} light, ideal for ${p.useFor}.`;
}

export function longDescriptionHtml(p: DescribedProduct): string {
  const items = [
    `${p.lumens} lumens at ${p.wattage} W (energy class ${p.energyRating})`,
    `${p.colorTemperature} K ${warmth(p.colorTemperature)}, CRI 90 for natural colours`,
    bulbText(p),
    IP_TEXT[p.ipRating] ?? p.ipRating,
    ...p.features.map((feature) => FEATURE_TEXT[feature]),
  ];
  const care =
    p.categorySlug === 'led-bulbs'
      ? 'Switch off and let the bulb cool before changing it. Recycle old bulbs at a WEEE collection point.'
      : 'Installation by a qualified electrician is recommended. Clean with a dry, soft cloth. Two-year warranty.';
  return [
    `<p>The ${p.series} ${p.typeLabel.toLowerCase()} by ${p.brandName} brings ${warmth(p.colorTemperature)} light to ${p.useFor}. Made from ${p.materials.toLowerCase()}.</p>`,
    '<h3>Highlights</h3>',
    `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`,
    `<p>${care}</p>`,
  ].join('');
}
