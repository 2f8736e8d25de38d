import { DomainError } from '@lumina/platform';

export class SitemapNotFoundError extends DomainError {
  readonly code = 'CATALOG.SITEMAP_NOT_FOUND';
  readonly kind = 'not_found' as const;

  constructor(file: string) {
    super(`Sitemap '${file}' not found (none built yet, or not one of the built files)`);
  }
}
