import type { MerchantCreateInput } from '@lumina/contracts';

/**
 * The six demo merchants. Their ids are the very ones catalog's demo catalogue links its products
 * to (services/catalog/src/seed/demo-merchants.ts: seedUuid('merchant', slug), name-based UUIDs);
 * written out here because services never import each other — demo-merchants.spec.ts recomputes them.
 * Each has a feed in another format, served by the launcher (services/merchants/demo-feeds/).
 */
export interface DemoMerchantSeed {
  id: string;
  slug: string;
  /** File under the demo feed origin. */
  feedFile: string;
  merchant: Omit<MerchantCreateInput, 'feedUrl'>;
}

export const DEMO_MERCHANT_SEEDS: DemoMerchantSeed[] = [
  {
    id: '302dd153-4a6f-5793-9494-7ba2333d1502',
    slug: 'lichthaus-direct',
    feedFile: 'lichthaus-direct.csv',
    merchant: {
      name: 'LichtHaus Direct',
      description: 'German lighting specialist with fast delivery across the EU.',
      website: 'https://www.lichthaus-direct.example',
      affiliateNetwork: 'Awin',
      defaultCurrency: 'EUR',
      commissionRate: '8.00',
      earningsPerClick: '0.12',
    },
  },
  {
    id: '2e503e5e-5466-5749-b9ed-c95556a8a725',
    slug: 'maison-de-la-lumiere',
    feedFile: 'maison-de-la-lumiere.xml',
    merchant: {
      name: 'Maison de la Lumière',
      description: 'Designer lamps and chandeliers from Paris.',
      website: 'https://www.maison-lumiere.example',
      affiliateNetwork: 'Tradedoubler',
      defaultCurrency: 'EUR',
      commissionRate: '10.00',
      earningsPerClick: '0.15',
    },
  },
  {
    id: 'a396d6fb-dee3-55ea-b442-986591ace85d',
    slug: 'lampade-italia',
    feedFile: 'lampade-italia.csv.gz',
    merchant: {
      name: 'Lampade Italia',
      description: 'Italian pendant and wall lights.',
      website: 'https://www.lampade-italia.example',
      affiliateNetwork: 'Awin',
      defaultCurrency: 'EUR',
      mappingConfig: { preset: 'awin' },
      commissionRate: '7.50',
      earningsPerClick: '0.10',
    },
  },
  {
    id: '91bbe16f-eefa-5d58-9088-5e3fdd2d9c58',
    slug: 'luzviva',
    feedFile: 'luzviva.json',
    merchant: {
      name: 'LuzViva',
      description: 'Spanish smart lighting and LED bulbs.',
      website: 'https://www.luzviva.example',
      affiliateNetwork: 'TradeTracker',
      defaultCurrency: 'EUR',
      commissionRate: '6.00',
      earningsPerClick: '0.08',
    },
  },
  {
    id: 'fa0daba5-3789-5674-a984-479c74f6d22f',
    slug: 'nordic-lamp-house',
    feedFile: 'nordic-lamp-house.tsv',
    merchant: {
      name: 'Nordic Lamp House',
      description: 'Scandinavian design lighting.',
      website: 'https://www.nordiclamphouse.example',
      affiliateNetwork: 'CJ',
      defaultCurrency: 'EUR',
      commissionRate: '9.00',
      earningsPerClick: '0.14',
    },
  },
  {
    id: 'fb8a4565-9c5b-57f0-a544-428bf17e091d',
    slug: 'lampenwinkel',
    feedFile: 'lampenwinkel.ndjson',
    merchant: {
      name: 'Lampenwinkel.nl',
      description: 'Dutch outdoor and garden lighting.',
      website: 'https://www.lampenwinkel.example',
      affiliateNetwork: 'Awin',
      defaultCurrency: 'EUR',
      commissionRate: '7.00',
      earningsPerClick: '0.09',
    },
  },
];
