import { randomUUID } from 'node:crypto';
import { eventually } from '@lumina/platform/testing';
import { startSearchCatalog, type SearchCatalog } from '../../testing/search-catalog';
import type { ProductSearchDocument } from '../index/product-document';
import { IndexRebuilder } from './index-rebuilder';
import { SearchDocumentsRepository } from './search-documents.repository';
import { SearchIndexer } from './search-indexer';

/**
 * The `search-index` job brings the index in line with PostgreSQL for the ids it is given, and a
 * rebuild swaps in a fresh copy while searches keep answering. The shared test database is never
 * written: the index is made wrong on purpose, then the job must put it right.
 */
describe('search-index job', () => {
  let search: SearchCatalog;
  let indexer: SearchIndexer;
  let documents: SearchDocumentsRepository;

  beforeAll(async () => {
    search = await startSearchCatalog('search-index');
    indexer = search.catalog.app.get(SearchIndexer);
    documents = search.catalog.app.get(SearchDocumentsRepository);
  }, 180_000);

  afterAll(() => search.close());

  const totalFor = async (q: string) => (await search.list({ q, limit: 1 })).total;

  /** Puts a stored product in the index under another title than PostgreSQL's; answers its id. */
  const indexedAs = async (titleLike: string, title: string) => {
    const [{ id }] = (await search.catalog.db.query('SELECT id FROM products WHERE title LIKE $1 AND merged_into IS NULL AND removed_at IS NULL AND retired_at IS NULL LIMIT 1', [
      `%${titleLike}%`,
    ])) as [{ id: string }];
    const [stored] = await documents.byIds([id]);
    await search.index.upsert([{ ...stored!, title }]);
    return id;
  };

  it('writes what PostgreSQL holds for a changed product', async () => {
    const id = await indexedAs('Chandelier', 'Qwertzuiop Chandelier');
    expect(await totalFor('qwertzuiop')).toBe(1);

    await indexer.enqueue([id]);
    expect(await eventually(() => totalFor('qwertzuiop'), (total) => total === 0, 20_000)).toBe(0);
  });

  it("holds a feed sync's changes while its batches come, and flushes them when it ends", async () => {
    const id = await indexedAs('Pendant', 'Holdfast Pendant');
    expect(await totalFor('holdfast')).toBe(1);

    // As catalog's bulk write path queues a batch's products: marked, Meilisearch waits.
    const holdChecks = jest.spyOn(indexer, 'bulkWriteUnderway');
    await indexer.enqueue([id], { bulk: true });
    await expect(indexer.bulkWriteUnderway()).resolves.toBe(true);
    // The worker took the job and asked twice more whether the sync still writes: it is holding the
    // flush it would otherwise have made at once.
    const asked = holdChecks.mock.calls.length;
    expect(await eventually(() => holdChecks.mock.calls.length, (calls) => calls >= asked + 2, 15_000)).toBeGreaterThanOrEqual(asked + 2);
    holdChecks.mockRestore();
    expect(await totalFor('holdfast')).toBe(1);

    await indexer.endBulkWrite();
    await expect(indexer.bulkWriteUnderway()).resolves.toBe(false);
    expect(await eventually(() => totalFor('holdfast'), (total) => total === 0, 10_000)).toBe(0);
  });

  it('removes a product that is no longer in PostgreSQL', async () => {
    const [template] = await documents.pageAfter(null, 1);
    const ghost: ProductSearchDocument = {
      ...template!,
      id: randomUUID(),
      title: 'Zyzzyva Ghost Lamp',
      sku: 'GHOST-1',
    };
    await search.index.upsert([ghost]);
    // The index counts it, but the listing reads products from PostgreSQL and shows none.
    await expect(search.list({ q: 'zyzzyva' })).resolves.toMatchObject({ total: 1, products: [] });

    await indexer.enqueue([ghost.id]);
    expect(await eventually(() => totalFor('zyzzyva'), (total) => total === 0, 20_000)).toBe(0);
  });

  it('rebuilds into a new index and swaps it in while searches keep answering', async () => {
    let searching = true;
    const answers: number[] = [];
    const searches = (async () => {
      while (searching) answers.push((await search.list({ q: 'pendant', limit: 1 })).total);
    })();
    const result = await search.catalog.app.get(IndexRebuilder).rebuild();
    searching = false;
    await searches;

    expect(result?.documents).toBe(await search.productCount());
    expect(await search.index.documentCount()).toBe(result?.documents);
    expect(await search.index.leftoverCopies()).toEqual([]);
    expect(answers.length).toBeGreaterThan(0);
    expect(new Set(answers).size).toBe(1);
  });
});
