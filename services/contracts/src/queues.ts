/** BullMQ queue names. Never rename one: jobs already stored under the old name would be orphaned. */
export enum JobQueue {
  SearchIndex = 'search-index',
  Ingest = 'ingest',
  FeedSync = 'feed-sync',
  ClicksMaintenance = 'clicks-maintenance',
  /** Catalog's sitemap builds (issue 28), after catalogue changes and at start when none is built. */
  Sitemaps = 'sitemaps',
}
