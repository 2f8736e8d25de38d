import { Scale, X } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { removeFromCompare, useCompareList } from '@/lib/compare-list';
import { compareMessages as m } from './compare-messages';

/**
 * The compare bar: while the browser's compare list holds products, a slim bar at the bottom of
 * shopper pages names them and links to /compare (hidden there, and on cart and checkout).
 */
export function CompareBar() {
  const intl = useIntl();
  const list = useCompareList();
  const { pathname } = useLocation();
  if (list.length === 0 || pathname === paths.compare || pathname.startsWith('/checkout') || pathname.startsWith('/cart')) return null;
  return (
    <aside
      aria-label={intl.formatMessage(m.barLabel)}
      className="sticky bottom-0 z-30 border-t border-border bg-background/95 shadow-lg backdrop-blur"
      data-testid="compare-bar"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-2 sm:px-6 lg:px-8">
        <Scale className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="text-sm font-medium">
          <FormattedMessage {...m.barCount} values={{ count: list.length }} />
        </span>
        <ul className="hidden min-w-0 flex-1 gap-2 md:flex">
          {list.map((item) => (
            <li key={item.id} className="flex min-w-0 items-center gap-1 rounded-full bg-secondary px-3 py-1 text-xs">
              <span className="truncate">{item.title}</span>
              <button
                type="button"
                onClick={() => removeFromCompare(item.id)}
                aria-label={intl.formatMessage(m.remove, { title: item.title })}
                className="rounded-full p-0.5 hover:bg-background"
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
        <Link to={paths.compare} className={buttonVariants({ size: 'sm', className: 'ml-auto' })}>
          <FormattedMessage {...m.barOpen} />
        </Link>
      </div>
    </aside>
  );
}
