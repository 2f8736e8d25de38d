import { openDataSource } from '@lumina/platform';
import { loadCatalogConfig } from './config';
import { catalogDataSourceOptions } from './data-source';
import { SitemapBuilder } from './sitemaps/sitemap-builder';

/**
 * Builds and publishes the sitemaps once, as the `sitemaps` worker does, and prints one JSON line
 * with the build's figures and this process's peak resident memory (bench/src/sitemaps uses it).
 */
async function main(): Promise<void> {
  const config = loadCatalogConfig();
  const dataSource = await openDataSource(catalogDataSourceOptions(config.DATABASE_URL), false);
  try {
    const report = await new SitemapBuilder(dataSource, { origin: config.PUBLIC_ORIGIN }).build();
    // resourceUsage().maxRSS is in kilobytes (getrusage).
    process.stdout.write(`${JSON.stringify({ ...report, peakRssBytes: process.resourceUsage().maxRSS * 1024 })}\n`);
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`catalog sitemap build failed: ${(error as Error).message}\n`);
  process.exit(1);
});
