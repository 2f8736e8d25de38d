import type { IngestLogDto, MerchantDto } from '@lumina/contracts';
import { CheckCircle2, Clock, Loader2, RefreshCw, XCircle } from 'lucide-react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCan } from '@/features/admin/auth/hooks/use-admin-user';
import { getServerMessage } from '@/lib/api';
import { toast } from '@/hooks/use-toast';
import { cn } from '@/lib/cn';
import { useGetDashboardIngestLogsQuery, useGetDashboardMerchantsQuery, useSyncMerchantsMutation } from '../api/dashboard-api';
import { dashboardMessages as m } from '../dashboard-messages';

/** Spec §9: the dashboard shows the latest 5 logs. */
const RECENT_LOGS = 5;

/** Spec §4: completed green, running blue, failed red, anything else grey with a clock (pending). */
function StatusBadge({ status }: { status: IngestLogDto['status'] }) {
  const look = {
    completed: { className: 'bg-green-100 text-green-800', icon: <CheckCircle2 />, label: m.statusCompleted },
    running: { className: 'bg-blue-100 text-blue-800', icon: <Loader2 className="animate-spin" />, label: m.statusRunning },
    failed: { className: 'bg-red-100 text-red-800', icon: <XCircle />, label: m.statusFailed },
  }[status as 'completed' | 'running' | 'failed'] ?? { className: 'bg-gray-100 text-gray-700', icon: <Clock />, label: m.statusPending };
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium [&_svg]:size-3', look.className)} data-status={status}>
      {look.icon}
      <FormattedMessage {...look.label} />
    </span>
  );
}

const RELATIVE_UNITS: Array<[unit: Intl.RelativeTimeFormatUnit, seconds: number]> = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/**
 * '5 minutes ago'. Through intl.formatRelativeTime rather than <FormattedRelativeTime>: the component
 * would land in the shared react-intl chunk every shopper page loads first, for an admin-only label.
 */
function startedAgo(intl: IntlShape, iso: string): string {
  const seconds = Math.round((Date.parse(iso) - Date.now()) / 1000);
  const [unit, size] = RELATIVE_UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? ['second', 1];
  return intl.formatRelativeTime(Math.round(seconds / size), unit, { numeric: 'auto' });
}

/** Recent Ingest Activity: the latest 5 logs, and 'Sync Now' queuing a sync of every active merchant. */
export function RecentIngest() {
  const intl = useIntl();
  const logs = useGetDashboardIngestLogsQuery();
  const merchants = useGetDashboardMerchantsQuery();
  const [sync, syncing] = useSyncMerchantsMutation();
  const canSync = useCan('ingest:write');
  const names = new Map((merchants.data ?? []).map((merchant: MerchantDto) => [merchant.id, merchant.name]));

  async function syncNow() {
    const active = (merchants.data ?? []).filter((merchant) => merchant.isActive).map((merchant) => merchant.id);
    if (active.length === 0) {
      toast({ description: intl.formatMessage(m.noActiveMerchants) });
      return;
    }
    try {
      const count = await sync(active).unwrap();
      toast({ description: intl.formatMessage(m.syncQueued, { count }) });
    } catch (error) {
      toast({ variant: 'destructive', title: intl.formatMessage(m.syncFailed), description: getServerMessage(error) ?? intl.formatMessage(m.loadFailed) });
    }
  }

  return (
    <section className="rounded-lg border bg-card p-5 shadow-sm" data-testid="recent-ingest">
      <header className="mb-4 flex items-center justify-between">
        <h2 className="font-semibold">
          <FormattedMessage {...m.recentIngest} />
        </h2>
        {canSync ? (
          <Button size="sm" variant="outline" onClick={() => void syncNow()} disabled={syncing.isLoading || merchants.isLoading}>
            <RefreshCw className={cn(syncing.isLoading && 'animate-spin')} aria-hidden="true" />
            <FormattedMessage {...m.syncNow} />
          </Button>
        ) : null}
      </header>
      {logs.isLoading ? (
        <div className="space-y-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-10" />
          ))}
        </div>
      ) : (logs.data ?? []).length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage {...m.noLogs} />
        </p>
      ) : (
        <ul className="divide-y">
          {(logs.data ?? []).slice(0, RECENT_LOGS).map((log) => (
            <li key={log.id} className="flex items-center justify-between gap-2 py-2 text-sm">
              <div className="min-w-0">
                <p className="truncate font-medium">{names.get(log.merchantId) ?? intl.formatMessage(m.unknownMerchant)}</p>
                <p className="text-xs text-muted-foreground">
                  <FormattedMessage {...m.productsProcessed} values={{ count: log.productsProcessed }} />
                  {' · '}
                  {startedAgo(intl, log.startedAt)}
                </p>
              </div>
              <StatusBadge status={log.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
