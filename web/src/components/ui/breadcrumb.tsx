import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

const messages = defineMessages({
  label: { id: 'breadcrumb.label', defaultMessage: 'Breadcrumb', description: 'Accessible name of the breadcrumb trail' },
});

export interface BreadcrumbItem {
  label: string;
  /** Omitted for the current page (the last item). */
  to?: string;
}

/** A breadcrumb trail; the last item is the current page. */
export function Breadcrumb({ items, className }: { items: readonly BreadcrumbItem[]; className?: string }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage(messages.label)} className={cn('text-sm text-muted-foreground', className)}>
      <ol className="flex flex-wrap items-center gap-1.5">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={`${index}-${item.label}`}>
              <li className={cn('min-w-0', last && 'truncate font-medium text-foreground')}>
                {item.to && !last ? (
                  <Link to={item.to} className="rounded-sm hover:text-foreground hover:underline">
                    {item.label}
                  </Link>
                ) : (
                  <span aria-current={last ? 'page' : undefined}>{item.label}</span>
                )}
              </li>
              {last ? null : (
                <li aria-hidden="true" className="flex items-center">
                  <ChevronRight className="size-3.5" />
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
