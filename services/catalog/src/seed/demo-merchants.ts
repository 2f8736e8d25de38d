import { seedUuid } from './seed-ids';

/**
 * The demo merchants whose offers the catalogue links to. The merchants service owns merchants;
 * the catalogue keeps their id and a copy of the name. These ids are fixed (name-based UUIDs) so
 * the merchants service's own demo seed can use the very same ones. Hosts use the reserved
 * `.example` top-level domain: demo links must never send a shopper to a real stranger's shop.
 */
const SPECS = [
  {
    slug: 'lichthaus-direct',
    name: 'LichtHaus Direct',
    host: 'www.lichthaus-direct.example',
    path: 'produkt',
  },
  {
    slug: 'maison-de-la-lumiere',
    name: 'Maison de la Lumière',
    host: 'www.maison-lumiere.example',
    path: 'produit',
  },
  { slug: 'lampade-italia', name: 'Lampade Italia', host: 'www.lampade-italia.example', path: 'prodotto' },
  { slug: 'luzviva', name: 'LuzViva', host: 'www.luzviva.example', path: 'producto' },
  {
    slug: 'nordic-lamp-house',
    name: 'Nordic Lamp House',
    host: 'www.nordiclamphouse.example',
    path: 'product',
  },
  { slug: 'lampenwinkel', name: 'Lampenwinkel.nl', host: 'www.lampenwinkel.example', path: 'artikel' },
] as const;

export interface DemoMerchant {
  id: string;
  slug: string;
  name: string;
  host: string;
  path: string;
}

export const DEMO_MERCHANTS: DemoMerchant[] = SPECS.map((spec) => ({
  ...spec,
  id: seedUuid('merchant', spec.slug),
}));

export function affiliateUrl(merchant: DemoMerchant, sku: string): string {
  return `https://${merchant.host}/${merchant.path}/${sku.toLowerCase()}?utm_source=lumina&utm_medium=affiliate&aff_id=lumina-eu`;
}
