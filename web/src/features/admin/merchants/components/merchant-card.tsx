import type { IngestLogDto, MerchantDto } from '@lumina/contracts';
import { ExternalLink, MoreVertical, Play, RefreshCw, Square } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/cn';
import { useCan } from '@/features/admin/auth/hooks/use-admin-user';
import { merchantsMessages as m } from '../merchants-messages';
import { IngestStatusBadge } from './ingest-status-badge';

interface MerchantCardProps {
  merchant: MerchantDto;
  /** Spec §4: the first log found for it in the list. */
  latestLog: IngestLogDto | undefined;
  busy: { syncing: boolean; testing: boolean };
  onSync: () => void;
  onCancel: () => void;
  onTest: () => void;
  onEdit: () => void;
  onHistory: () => void;
  onUnmapped: () => void;
  onDelete: () => void;
}

export function MerchantCard({
  merchant,
  latestLog,
  busy,
  onSync,
  onCancel,
  onTest,
  onEdit,
  onHistory,
  onUnmapped,
  onDelete,
}: MerchantCardProps) {
  const intl = useIntl();
  // Actions the signed-in role may not take are not offered (the BFF refuses them anyway).
  const canWrite = useCan('merchants:write');
  const canSync = useCan('ingest:write');
  const active = latestLog && (latestLog.status === 'pending' || latestLog.status === 'running');
  return (
    <article
      className="flex flex-col gap-3 rounded-lg border bg-card p-5 shadow-sm"
      data-testid="merchant-card"
      aria-label={merchant.name}
    >
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{merchant.name}</h3>
          {merchant.website ? (
            <a
              href={merchant.website}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
            >
              {merchant.website.replace(/^https?:\/\//, '')}
              <ExternalLink className="size-3" aria-hidden="true" />
            </a>
          ) : null}
        </div>
        <div className="flex items-center gap-1">
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-medium',
              merchant.isActive ? 'bg-green-100 text-green-800' : 'bg-gray-100 text-gray-700',
            )}
          >
            <FormattedMessage {...(merchant.isActive ? m.active : m.inactive)} />
          </span>
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                size="icon"
                variant="ghost"
                aria-label={intl.formatMessage(m.menu, { name: merchant.name })}
              >
                <MoreVertical />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {canWrite ? (
                <DropdownMenuItem onSelect={onEdit}>
                  <FormattedMessage {...m.edit} />
                </DropdownMenuItem>
              ) : null}
              <DropdownMenuItem asChild>
                <Link to={`/admin/analytics?merchant=${encodeURIComponent(merchant.id)}`}>
                  <FormattedMessage {...m.viewAnalytics} />
                </Link>
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={onHistory}>
                <FormattedMessage {...m.syncHistory} />
              </DropdownMenuItem>
              <DropdownMenuItem onSelect={onUnmapped}>
                <FormattedMessage {...m.unmapped} />
              </DropdownMenuItem>
              {canWrite ? (
                <DropdownMenuItem onSelect={onDelete} className="text-destructive">
                  <FormattedMessage {...m.delete} />
                </DropdownMenuItem>
              ) : null}
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </header>
      {merchant.description ? (
        <p className="line-clamp-2 text-sm text-muted-foreground">{merchant.description}</p>
      ) : null}
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">
            <FormattedMessage {...m.network} />
          </dt>
          <dd>{merchant.affiliateNetwork ?? '-'}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">
            <FormattedMessage {...m.currency} />
          </dt>
          <dd>{merchant.defaultCurrency}</dd>
        </div>
      </dl>
      <p className="text-xs text-muted-foreground">
        <FormattedMessage
          {...m.added}
          values={{ date: intl.formatDate(merchant.createdAt, { dateStyle: 'medium' }) }}
        />
      </p>
      <div className="space-y-1 text-sm" data-testid="last-sync">
        <span className="text-muted-foreground">
          <FormattedMessage {...m.lastSync} />:{' '}
        </span>
        {latestLog ? (
          <>
            <IngestStatusBadge status={latestLog.status} />{' '}
            {active ? (
              <span data-testid="sync-progress">
                <FormattedMessage
                  {...m.progress}
                  values={{
                    processed: latestLog.productsProcessed,
                    added: latestLog.productsAdded,
                    updated: latestLog.productsUpdated,
                  }}
                />
              </span>
            ) : (
              <FormattedMessage {...m.productsProcessed} values={{ count: latestLog.productsProcessed }} />
            )}
            {/* A completed run can have something to say too: removal held by the stale guard, a feed not modified. */}
            {latestLog.message && !active ? (
              <p
                className={
                  latestLog.status === 'failed' ? 'text-xs text-destructive' : 'text-xs text-muted-foreground'
                }
              >
                {latestLog.message}
              </p>
            ) : null}
          </>
        ) : (
          <FormattedMessage {...m.neverSynced} />
        )}
        {merchant.syncPausedReason ? (
          <p className="text-xs text-amber-700" role="status">
            <FormattedMessage {...m.paused} values={{ reason: merchant.syncPausedReason }} />
          </p>
        ) : null}
      </div>
      {canSync || canWrite ? (
        <footer className="mt-auto flex gap-2">
          {!canSync ? null : active ? (
            <Button size="sm" variant="outline" onClick={onCancel}>
              <Square /> <FormattedMessage {...m.cancelSync} />
            </Button>
          ) : (
            <Button size="sm" onClick={onSync} disabled={busy.syncing || !merchant.isActive}>
              <RefreshCw className={cn(busy.syncing && 'animate-spin')} /> <FormattedMessage {...m.sync} />
            </Button>
          )}
          {canWrite ? (
            <Button size="sm" variant="outline" onClick={onTest} disabled={busy.testing}>
              <Play /> <FormattedMessage {...m.test} />
            </Button>
          ) : null}
        </footer>
      ) : null}
    </article>
  );
}
