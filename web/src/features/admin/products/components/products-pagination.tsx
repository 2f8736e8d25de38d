import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { ADMIN_PRODUCTS_PAGE_SIZE, pageCount } from '../lib/product-table-state';
import { productMessages as messages } from '../product-messages';

interface ProductsPaginationProps {
  page: number;
  total: number;
  onPage: (page: number) => void;
}

/** 'Showing 21–40 of 95 products', 'Page 2 of 5', Previous and Next (pages of 20). */
export function ProductsPagination({ page, total, onPage }: ProductsPaginationProps) {
  const intl = useIntl();
  const pages = pageCount(total);
  const from = total === 0 ? 0 : (page - 1) * ADMIN_PRODUCTS_PAGE_SIZE + 1;
  const to = Math.min(total, page * ADMIN_PRODUCTS_PAGE_SIZE);
  return (
    <nav aria-label={intl.formatMessage(messages.pagination)} className="flex flex-col items-center justify-between gap-3 text-sm text-muted-foreground sm:flex-row">
      <p data-testid="products-showing">{intl.formatMessage(messages.showing, { from, to, total })}</p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" />
          {intl.formatMessage(messages.previous)}
        </Button>
        <span aria-current="page" data-testid="products-page">
          {intl.formatMessage(messages.pageOf, { page, pages })}
        </span>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {intl.formatMessage(messages.next)}
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
