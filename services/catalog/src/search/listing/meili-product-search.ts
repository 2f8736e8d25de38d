import type { ProductFacetGroup } from '@lumina/contracts';
import type { Meilisearch, MultiSearchQuery } from 'meilisearch';
import { FACET_ATTRIBUTE } from '../index/product-index.settings';
import { activeGroups, emptyFacets, type ListingCriteria, type ListingHits } from './listing-criteria';
import { meiliFilters, meiliSort } from './meili-filters';

const GROUP_OF_ATTRIBUTE = new Map<string, ProductFacetGroup>(
  Object.entries(FACET_ATTRIBUTE).map(([group, attribute]) => [attribute, group as ProductFacetGroup]),
);

/**
 * Listing on Meilisearch in one round trip (multi-search): the page with the counts of every
 * group that does not filter, plus one count-only query per filtering group without its own
 * filter, so a shopper who picked one brand still sees how many the other brands have.
 */
export class MeiliProductSearch {
  constructor(
    private readonly client: Meilisearch,
    private readonly indexUid: string,
  ) {}

  /** With `withFacets` false only the page is asked for (the counts come from FacetCache). */
  async search(criteria: ListingCriteria, withFacets = true): Promise<ListingHits> {
    const active = withFacets ? activeGroups(criteria) : [];
    const inactive = (Object.keys(FACET_ATTRIBUTE) as ProductFacetGroup[]).filter(
      (group) => !active.includes(group),
    );
    const main: MultiSearchQuery = {
      indexUid: this.indexUid,
      q: criteria.term ?? '',
      filter: meiliFilters(criteria),
      sort: meiliSort(criteria),
      facets: withFacets ? inactive.map((group) => FACET_ATTRIBUTE[group]) : undefined,
      page: criteria.page,
      hitsPerPage: criteria.limit,
      attributesToRetrieve: ['id'],
    };
    const counts: MultiSearchQuery[] = active.map((group) => ({
      indexUid: this.indexUid,
      q: criteria.term ?? '',
      filter: meiliFilters(criteria, group),
      facets: [FACET_ATTRIBUTE[group]],
      limit: 0,
    }));
    const { results } = await this.client.multiSearch<{ queries: MultiSearchQuery[] }, { id: string }>({
      queries: [main, ...counts],
    });
    const [page, ...rest] = results;
    if (!page) throw new Error('Meilisearch answered a multi-search without results');

    const facets = emptyFacets();
    for (const result of [page, ...rest]) {
      for (const [attribute, distribution] of Object.entries(result.facetDistribution ?? {})) {
        const group = GROUP_OF_ATTRIBUTE.get(attribute);
        if (group) facets[group] = distribution;
      }
    }
    return {
      ids: page.hits.map((hit) => hit.id),
      total: page.totalHits ?? 0,
      facets: withFacets ? facets : undefined,
    };
  }
}
