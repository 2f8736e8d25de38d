import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { decodeFeed } from '../feeds/feed-decoder';
import { feedRecords } from '../feeds/feed-records';
import { RowMapper } from '../mapping/row-mapper';
import { DEMO_MERCHANT_SEEDS } from './demo-merchants';

const DIR = join(__dirname, '..', '..', 'demo-feeds');

// The demo feeds are generated from catalog's demo catalogue: a demo Sync maps every row but the few
// demo products that have no offer link (the spec rejects a row without a link).
describe('demo feeds', () => {
  it.each(DEMO_MERCHANT_SEEDS.map((seed) => [seed.feedFile, seed]))('%s maps every row with a link to a product', async (_file, seed) => {
    const stream = await decodeFeed(createReadStream(join(DIR, seed.feedFile)), 50 * 1024 * 1024);
    const mapper = new RowMapper((seed.merchant.mappingConfig as Record<string, unknown>) ?? {}, 'EUR');
    let products = 0;
    const rejected: unknown[] = [];
    const categories = new Set<string>();
    for await (const record of feedRecords(stream, 'auto')) {
      const mapped = mapper.map(record);
      if ('rejected' in mapped) rejected.push(mapped.rejected);
      else if ('held' in mapped) rejected.push({ reason: `held: ${mapped.held.categoryText}` });
      else {
        products += 1;
        categories.add(mapped.product.categorySlug);
      }
    }
    expect(rejected.filter((row) => (row as { reason: string }).reason !== 'missing link')).toEqual([]);
    expect(rejected.length).toBeLessThan(products / 10);
    expect(products).toBeGreaterThan(100);
    expect(categories.size).toBeGreaterThan(1);
  });
});
