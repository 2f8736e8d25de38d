/**
 * Sitemap builds over a large catalogue (issue 28: 100,000 products in 27 languages built in
 * <= 30 s with flat memory, peak RSS at 100,000 within 50 MB of 10,000). On a throwaway database
 * (migrated, then filled with generated listed products, one offer each), the catalog's own build
 * entry (services/catalog/dist/build-sitemaps.js, the `sitemaps` worker's code) runs in a fresh
 * process per size, so each row's peak RSS is that build's alone.
 *
 * Usage: npm run build && npm run bench -- sitemaps   (SITEMAP_BENCH_SIZES=10000,100000 to change the sizes)
 */
import { createConsoleLogger, findRootDir, prepareIsolatedRun, readLocalConfig } from '@lumina/infra';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';
import { formatTable } from '../lib/table';

const SIZES = (process.env.SITEMAP_BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const TARGET_SECONDS = 30;
const TARGET_RSS_GROWTH_MB = 50;
const LANGUAGES = 27;
const log = createConsoleLogger('bench:sitemaps');

interface BuildResult {
  urls: number;
  files: number;
  ms: number;
  peakRssBytes: number;
}

function runEntry(rootDir: string, script: string, env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(rootDir, 'services', 'catalog', 'dist', script)], {
      env: { ...process.env, ...env, LOG_LEVEL: 'warn', NODE_OPTIONS: process.env.SITEMAP_BENCH_NODE_OPTIONS ?? '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${script} exited with ${code}: ${output}`))));
  });
}

/** Listed products up to `total` (slugs like a feed's), each with one offer, written in bulk. */
async function fillTo(db: Client, total: number): Promise<void> {
  const [{ n }] = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products')).rows as [{ n: number }];
  if (n >= total) return;
  await db.query(
    `INSERT INTO products (slug, title, sku, price_minor, currency, updated_at)
     SELECT 'bench-pendant-light-' || g || '-' || substr(md5(g::text), 1, 6), 'Bench Pendant Light ' || g, 'BENCH-' || g,
            1000 + g % 90000, 'EUR', now() - (g % 1000) * interval '1 hour'
       FROM generate_series($1::int + 1, $2::int) AS g`,
    [n, total],
  );
  await db.query(
    `INSERT INTO offers (product_id, merchant_id, merchant_name, merchant_sku, price_minor, currency, is_in_stock)
     SELECT p.id, '00000000-0000-4000-8000-000000000001', 'Bench Lights', p.sku, p.price_minor, 'EUR', true
       FROM products p WHERE NOT EXISTS (SELECT 1 FROM offers o WHERE o.product_id = p.id)`,
  );
  await db.query('VACUUM ANALYZE products');
  await db.query('VACUUM ANALYZE offers');
}

async function main(): Promise<void> {
  const rootDir = findRootDir(__dirname);
  const isolated = await prepareIsolatedRun(readLocalConfig(process.env, rootDir), { label: 'bench_sitemaps', log });
  const env = { ...isolated.env, SEED_DEMO: 'false', PUBLIC_ORIGIN: 'https://www.lumina.example' };
  const rows: Array<{ products: number; result: BuildResult; gzipBytes: number }> = [];
  const db = new Client({ connectionString: isolated.env.DATABASE_URL, application_name: 'lumina-bench-sitemaps' });
  try {
    await runEntry(rootDir, 'migrate.js', env);
    await db.connect();
    await db.query('SET search_path TO catalog');
    for (const size of SIZES) {
      log.info(`filling to ${size} products`);
      await fillTo(db, size);
      log.info(`building the sitemaps of ${size} products in ${LANGUAGES} languages`);
      const result = JSON.parse((await runEntry(rootDir, 'build-sitemaps.js', env)).trim().split('\n').pop() as string) as BuildResult;
      const [{ bytes }] = (await db.query<{ bytes: string }>('SELECT coalesce(sum(octet_length(bytes)), 0)::bigint AS bytes FROM sitemap_parts'))
        .rows as [{ bytes: string }];
      rows.push({ products: size, result, gzipBytes: Number(bytes) });
    }
  } finally {
    await db.end().catch(() => undefined);
    await isolated.cleanup();
  }

  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  process.stdout.write(
    `\nSitemap build (the catalog's build entry), ${LANGUAGES} languages, one process per row; target: 100,000 products <= ${TARGET_SECONDS} s, peak RSS within ${TARGET_RSS_GROWTH_MB} MB of 10,000's\n\n`,
  );
  process.stdout.write(
    `${formatTable(
      ['products', 'URLs', 'files', 'build', 'URLs/s', 'peak RSS', 'stored (gzip)'],
      rows.map(({ products, result, gzipBytes }) => [
        products.toLocaleString('en'),
        result.urls.toLocaleString('en'),
        result.files,
        `${(result.ms / 1000).toFixed(1)} s`,
        Math.round(result.urls / (result.ms / 1000)).toLocaleString('en'),
        `${mb(result.peakRssBytes)} MB`,
        `${mb(gzipBytes)} MB`,
      ]),
    )}\n`,
  );
  const small = rows.find((row) => row.products === 10_000);
  const large = rows.find((row) => row.products === 100_000);
  if (small && large) {
    const growth = (large.result.peakRssBytes - small.result.peakRssBytes) / 1024 / 1024;
    process.stdout.write(
      `\n100,000 products: ${(large.result.ms / 1000).toFixed(1)} s (target <= ${TARGET_SECONDS} s: ${large.result.ms <= TARGET_SECONDS * 1000 ? 'met' : 'missed'}); ` +
        `peak RSS +${growth.toFixed(1)} MB over 10,000 (target <= ${TARGET_RSS_GROWTH_MB} MB: ${growth <= TARGET_RSS_GROWTH_MB ? 'met' : 'missed'})\n`,
    );
  }
}

main().catch((error: unknown) => {
  log.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
