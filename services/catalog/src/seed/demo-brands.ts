import { slugify } from '../products/write/product-slug';
import type { DemoProductCategory } from './demo-product-types';
import { seedUuid } from './seed-ids';

/** The smart-lighting partner of the home page banner (and its brand-preset search link). */
export const PARTNER_BRAND_SLUG = 'aurelia-smart';

type ProductType = DemoProductCategory;

interface DemoBrandSpec {
  name: string;
  /** Product types the brand makes, with how much of its range each is. */
  makes: Partial<Record<ProductType, number>>;
}

const SPECS: DemoBrandSpec[] = [
  { name: 'Aurelia Smart', makes: { 'smart-lighting': 10, 'led-bulbs': 4, 'led-strips': 6 } },
  { name: 'Nordlys Design', makes: { 'pendant-lights': 6, 'ceiling-lights': 4, 'floor-lamps': 5 } },
  { name: 'Lumetra', makes: { 'pendant-lights': 5, 'wall-sconces': 5, 'table-lamps': 5 } },
  { name: 'Helios Werk', makes: { 'ceiling-lights': 5, 'led-bulbs': 5 } },
  { name: 'Casa Luce', makes: { 'pendant-lights': 5, 'ceiling-lights': 5, 'table-lamps': 4, 'floor-lamps': 4 } },
  { name: 'Atelier Lumière', makes: { 'wall-sconces': 6, 'pendant-lights': 4 } },
  { name: 'Fjordlight', makes: { 'outdoor-lighting': 7, 'wall-sconces': 3 } },
  { name: 'Brightwell', makes: { 'led-bulbs': 10, 'led-strips': 5 } },
  { name: 'Luz del Sur', makes: { 'outdoor-lighting': 6, 'wall-sconces': 4 } },
  { name: 'Vetro & Ottone', makes: { 'pendant-lights': 8, 'wall-sconces': 2 } },
  { name: 'Kobalt Leuchten', makes: { 'outdoor-lighting': 8, 'ceiling-lights': 2 } },
  { name: 'Solaris Garden', makes: { 'outdoor-lighting': 10 } },
  { name: 'Światło Studio', makes: { 'ceiling-lights': 5, 'wall-sconces': 5 } },
  { name: 'Lisboa Luz', makes: { 'pendant-lights': 5, 'wall-sconces': 5 } },
  { name: 'Lichtwerk Amsterdam', makes: { 'pendant-lights': 5, 'ceiling-lights': 5 } },
  { name: 'Voltix', makes: { 'led-bulbs': 6, 'smart-lighting': 4 } },
  { name: 'Klarheit', makes: { 'ceiling-lights': 6, 'wall-sconces': 4, spotlights: 4 } },
  { name: 'Scandi Form', makes: { 'pendant-lights': 6, 'ceiling-lights': 4, 'table-lamps': 4, 'floor-lamps': 4 } },
  { name: 'Industria Lamp Co.', makes: { 'pendant-lights': 5, 'wall-sconces': 5 } },
  { name: 'Lumo Home', makes: { 'smart-lighting': 6, 'led-bulbs': 4 } },
  { name: 'Gartenglanz', makes: { 'outdoor-lighting': 10 } },
  { name: 'Opaline Paris', makes: { 'ceiling-lights': 5, 'pendant-lights': 5 } },
  { name: 'Marmo Luce', makes: { 'wall-sconces': 6, 'ceiling-lights': 4 } },
  { name: 'Tessera Lighting', makes: { 'pendant-lights': 7, 'wall-sconces': 3 } },
  { name: 'Baltic Amber Light', makes: { 'pendant-lights': 5, 'wall-sconces': 5 } },
  { name: 'Nimbus Bright', makes: { 'led-bulbs': 6, 'ceiling-lights': 4 } },
  { name: 'Halvard & Co.', makes: { 'wall-sconces': 6, 'pendant-lights': 4 } },
  { name: 'Iberia Exterior', makes: { 'outdoor-lighting': 10 } },
  { name: 'Praha Glassworks', makes: { 'pendant-lights': 6, 'ceiling-lights': 4 } },
  { name: 'Zenit Smart', makes: { 'smart-lighting': 8, 'outdoor-lighting': 2 } },
  { name: 'Linea Tecnica', makes: { 'ceiling-lights': 6, 'wall-sconces': 4, spotlights: 6 } },
  { name: 'Ferrum Loft', makes: { 'pendant-lights': 5, 'wall-sconces': 5 } },
  { name: 'Aquila Outdoor', makes: { 'outdoor-lighting': 10 } },
  { name: 'EcoLux', makes: { 'led-bulbs': 8, 'smart-lighting': 2 } },
];

/** The writer's slug rule, so a demo brand's slug is the one a feed naming it would get. */
export { slugify };

export interface DemoBrand {
  id: string;
  slug: string;
  name: string;
  makes: Partial<Record<ProductType, number>>;
  /** Three upper-case letters for SKUs. */
  code: string;
}

export const DEMO_BRANDS: DemoBrand[] = SPECS.map((spec) => {
  const slug = slugify(spec.name);
  return {
    id: seedUuid('brand', slug),
    slug,
    name: spec.name,
    makes: spec.makes,
    code: slug.replace(/-/g, '').slice(0, 3).toUpperCase(),
  };
});
