import type { EnergyLabelDto, ProductDto } from '@lumina/contracts';

/** The 2019/2015 label's scale, best first, with its colours (Annex III). */
export const ENERGY_CLASSES = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export type EnergyClass = (typeof ENERGY_CLASSES)[number];

export const ENERGY_CLASS_COLORS: Record<EnergyClass, { fill: string; text: string }> = {
  A: { fill: '#00a651', text: '#ffffff' },
  B: { fill: '#50b848', text: '#ffffff' },
  C: { fill: '#bed630', text: '#000000' },
  D: { fill: '#fff200', text: '#000000' },
  E: { fill: '#fdb913', text: '#000000' },
  F: { fill: '#f37021', text: '#ffffff' },
  G: { fill: '#ed1c24', text: '#ffffff' },
};

/** The product's public page in EPREL (linked, never called by Lumina). */
export function eprelUrl(eprelId: string): string {
  return `https://eprel.ec.europa.eu/screen/product/lightsources/${encodeURIComponent(eprelId)}`;
}

export type LabelledProduct = Pick<ProductDto, 'energyRating' | 'eprelId' | 'lightSource' | 'brand' | 'sku' | 'wattage'>;

/**
 * What label a product's price carries: a light source its class on the A–G scale, a luminaire
 * with a built-in one 'contains class X'; nothing without a class on that scale (an old A++ label
 * is not the 2019/2015 one) or for products that neither are nor contain a light source.
 */
export function energyLabelOf(product: LabelledProduct): { kind: 'light-source' | 'contains'; energyClass: EnergyClass } | null {
  const energyClass = ENERGY_CLASSES.find((c) => c === product.energyRating);
  if (energyClass === undefined || product.lightSource === null) return null;
  return { kind: product.lightSource, energyClass };
}

/** A cart line's label (its snapshot's energy fields) in the shape the component takes. */
export function labelledLine(sku: string, label: EnergyLabelDto | null): LabelledProduct {
  return label === null
    ? { sku, energyRating: null, eprelId: null, lightSource: null, brand: null, wattage: null }
    : { sku, ...label };
}
