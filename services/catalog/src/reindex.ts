import { openDataSource } from '@lumina/platform';
import { loadCatalogConfig } from './config';
import { catalogDataSourceOptions } from './data-source';
import { createAdminClient, productsIndexUid } from './search/index/meili.client';
import { ProductIndex } from './search/index/product-index';
import { IndexRebuilder } from './search/indexing/index-rebuilder';
import { SearchDocumentsRepository } from './search/indexing/search-documents.repository';

/**
 * `npm run reindex` (through infra/local/reindex.ts): rebuilds the products index from PostgreSQL
 * into a new index and swaps it in, so searches keep answering throughout. Prints one line.
 */
async function main(): Promise<void> {
  const config = loadCatalogConfig();
  const dataSource = await openDataSource(catalogDataSourceOptions(config.DATABASE_URL), false);
  try {
    const documents = new SearchDocumentsRepository(dataSource);
    const index = new ProductIndex(
      createAdminClient({
        url: config.MEILI_URL,
        apiKey: config.MEILI_MASTER_KEY,
        keyPrefix: config.KEY_PREFIX,
      }),
      productsIndexUid(config.KEY_PREFIX),
    );
    const logger = {
      log: (message: string) => process.stdout.write(`[reindex] ${message}\n`),
      warn: (message: string) => process.stderr.write(`[reindex] ${message}\n`),
    };
    // Products changed while the copy was filled are indexed again here, directly.
    const catchUp = async (ids: string[]) => index.upsert(await documents.byIds(ids));
    const result = await new IndexRebuilder(dataSource, documents, index, logger, catchUp).rebuild();
    if (!result)
      throw new Error('another rebuild of the products index is running; try again when it is done');
    process.stdout.write(
      `reindexed ${result.documents} products into ${index.uid} in ${(result.ms / 1000).toFixed(1)} s\n`,
    );
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`catalog reindex failed: ${(error as Error).message}\n`);
  process.exit(1);
});
