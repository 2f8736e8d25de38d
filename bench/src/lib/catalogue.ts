import type { ProductListDto } from '@lumina/contracts';

const SLUG_PAGES = 3;
const INDEX_WAIT_MS = 180_000;

async function listing(baseUrl: string, query: string): Promise<ProductListDto> {
  const response = await fetch(`${baseUrl}/api/products?${query}`);
  if (!response.ok)
    throw new Error(`GET /api/products answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as ProductListDto;
}

/**
 * The products index is built in the background after the seed; measuring while it is written
 * would measure the indexing too. Waits until the listing shows the whole demo catalogue.
 */
export async function waitForCatalogue(baseUrl: string): Promise<number> {
  const deadline = Date.now() + INDEX_WAIT_MS;
  let previous = -1;
  while (Date.now() < deadline) {
    const { total } = await listing(baseUrl, 'limit=1');
    // Indexed in batches: done when the count is the whole demo range and stops growing.
    if (total >= 2000 && total === previous) return total;
    previous = total;
    await new Promise((resolve) => setTimeout(resolve, 1500));
  }
  throw new Error(
    `The listing shows ${previous} products after ${INDEX_WAIT_MS / 1000} s: was the catalogue seeded?`,
  );
}

/** Slugs of the first pages of the listing: the detail benchmark cycles through all of them. */
export async function productSlugs(baseUrl: string): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; page <= SLUG_PAGES; page += 1) {
    slugs.push(...(await listing(baseUrl, `limit=100&page=${page}`)).products.map((p) => p.slug));
  }
  return slugs;
}
