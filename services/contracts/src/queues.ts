/** BullMQ queue names. Never rename one: jobs already stored under the old name would be orphaned. */
export enum JobQueue {
  SearchIndex = 'search-index',
  Ingest = 'ingest',
  FeedSync = 'feed-sync',
  ClicksMaintenance = 'clicks-maintenance',
  /** Every outgoing e-mail (alerts service): one job per stored mail, its id the mail's. */
  Mail = 'mail',
  /** Alerts' repeatable sweeps: re-queue stored mails, the next day's digests. */
  AlertsMaintenance = 'alerts-maintenance',
  /** Catalog's sitemap builds (issue 28), after catalogue changes and at start when none is built. */
  Sitemaps = 'sitemaps',
  PriceHistory = 'price-history',
}
