import { Logger } from '@nestjs/common';
import type { ProductListDto, ProductListQuery } from '@lumina/contracts';
import type { ProductReadModel } from '../../products/product.read-model';
import { meiliErrorCode } from '../index/meili-http';
import type { BrandSlugs } from './brand-slugs';
import type { FacetCache } from './facet-cache';
import type { IndexReadiness } from './index-readiness';
import { toListingCriteria, type ListingCriteria, type ListingHits } from './listing-criteria';
import type { MeiliProductSearch } from './meili-product-search';
import type { PostgresProductSearch } from './postgres-product-search';
import type { SearchCircuit } from './search-circuit';

/** Reads the page's products in the order search gave their ids (ids gone since are left out). */
const BY_IDS_IN_ORDER = 'SELECT t.id, t.ord FROM unnest($1::uuid[]) WITH ORDINALITY AS t(id, ord)';

/** How often a missing index may trigger a rebuild: once is enough while it is being built. */
const REBUILD_COOLDOWN_MS = 60_000;

/**
 * `GET /api/products`: listing, category pages and search (ARCHITECTURE §6). Meilisearch picks the
 * page and counts the facets; PostgreSQL supplies the products. When Meilisearch fails or is slow
 * the same request is answered by the PostgreSQL fallback, and a circuit keeps the following ones
 * there until a probe finds Meilisearch back.
 */
export class ProductListingService {
  private readonly logger = new Logger(ProductListingService.name);
  private lastRebuildRequest = 0;

  constructor(
    private readonly meili: MeiliProductSearch,
    private readonly postgres: PostgresProductSearch,
    private readonly reads: ProductReadModel,
    private readonly circuit: SearchCircuit,
    private readonly facetCache: FacetCache,
    private readonly readiness: IndexReadiness,
    /** Asks for a full index build (the index is missing, e.g. Meilisearch lost its data). */
    private readonly requestRebuild: () => Promise<void>,
    private readonly brandSlugs: BrandSlugs,
  ) {}

  async list(query: ProductListQuery): Promise<ProductListDto> {
    const criteria = toListingCriteria({ ...query, brand: await this.brandSlugs.resolve(query.brand) });
    const knownFacets = this.facetCache.get(criteria);
    const hits = await this.fromMeilisearch(criteria, knownFacets === undefined);
    const listing = hits
      ? {
          products: await this.reads.read({ sql: BY_IDS_IN_ORDER, params: [hits.ids] }),
          total: hits.total,
          facets: knownFacets ?? hits.facets,
        }
      : await this.postgres.list(criteria, knownFacets);
    if (!knownFacets && listing.facets) this.facetCache.set(criteria, listing.facets);
    return listing;
  }

  /** The hits, or undefined when the fallback must answer. */
  private async fromMeilisearch(
    criteria: ListingCriteria,
    withFacets: boolean,
  ): Promise<ListingHits | undefined> {
    if (!(await this.readiness.isReady())) return undefined;
    if (!this.circuit.tryAcquire()) return undefined;
    try {
      const hits = await this.meili.search(criteria, withFacets);
      if (this.circuit.succeeded())
        this.logger.log('Meilisearch answers again: listings use the search index');
      return hits;
    } catch (error) {
      const opened = this.circuit.failed();
      // While the circuit is open no request reaches Meilisearch, so this logs once per failure,
      // not once per request of an outage.
      this.logger.warn(
        `Meilisearch failed (${describe(error)}); answering from PostgreSQL${opened ? ' until it is back' : ''}`,
      );
      if (isIndexMissing(error)) this.rebuildSoon();
      return undefined;
    }
  }

  private rebuildSoon(): void {
    if (Date.now() - this.lastRebuildRequest < REBUILD_COOLDOWN_MS) return;
    this.lastRebuildRequest = Date.now();
    this.requestRebuild().catch((error: unknown) =>
      this.logger.warn(`could not queue an index rebuild: ${describe(error)}`),
    );
  }
}

function isIndexMissing(error: unknown): boolean {
  return meiliErrorCode(error) === 'index_not_found';
}

function describe(error: unknown): string {
  if (error instanceof Error)
    return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
  return String(error);
}
