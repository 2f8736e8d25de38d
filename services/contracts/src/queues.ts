/** BullMQ queue names. Never rename one: jobs already stored under the old name would be orphaned. */
export enum JobQueue {
  SearchIndex = 'search-index',
  Ingest = 'ingest',
  FeedSync = 'feed-sync',
  ClicksMaintenance = 'clicks-maintenance',
  PriceHistory = 'price-history',
}
