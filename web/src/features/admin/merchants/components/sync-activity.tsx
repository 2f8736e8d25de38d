import type { IngestLogDto, MerchantDto } from '@lumina/contracts';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { merchantsMessages as m } from '../merchants-messages';
import { IngestStatusBadge } from './ingest-status-badge';

/** Spec §9: the sync table shows 10 rows. */
const ROWS = 10;
/** Placeholder rows while the logs load. */
const LOADING_ROWS = 3;

/** Spec §4: whole seconds from start to completion, or '-' while unfinished. */
export function durationSeconds(log: IngestLogDto): number | null {
  if (!log.completedAt) return null;
  return Math.max(0, Math.round((Date.parse(log.completedAt) - Date.parse(log.startedAt)) / 1000));
}

interface SyncActivityProps {
  /** Newest first, all merchants' or `merchantId`'s only; undefined while they load. */
  logs: IngestLogDto[] | undefined;
  /** The logs could not be loaded: a retry is offered. */
  failed: boolean;
  onRetry: () => void;
  merchants: MerchantDto[];
  /** Sync History of one merchant, or every merchant's. */
  merchantId: string | null;
  onShowAll: () => void;
}

/** 'Recent Sync Activity': the first 10 logs with the spec's columns. */
export function SyncActivity({ logs, failed, onRetry, merchants, merchantId, onShowAll }: SyncActivityProps) {
  const names = new Map(merchants.map((merchant) => [merchant.id, merchant.name]));
  const shown = (logs ?? []).slice(0, ROWS);
  return (
    <section
      className="rounded-lg border bg-card p-5 shadow-sm"
      data-testid="sync-activity"
      id="sync-activity"
    >
      <header className="mb-4 flex items-center justify-between">
        <h2 className="font-semibold">
          {merchantId ? (
            <FormattedMessage {...m.activityFor} values={{ name: names.get(merchantId) ?? '' }} />
          ) : (
            <FormattedMessage {...m.activityTitle} />
          )}
        </h2>
        {merchantId ? (
          <Button size="sm" variant="outline" onClick={onShowAll}>
            <FormattedMessage {...m.showAll} />
          </Button>
        ) : null}
      </header>
      {failed && logs === undefined ? (
        <div className="flex items-center justify-between text-sm" role="alert">
          <FormattedMessage {...m.requestFailed} />
          <Button size="sm" variant="outline" onClick={onRetry}>
            <FormattedMessage {...m.tryAgain} />
          </Button>
        </div>
      ) : logs === undefined ? (
        <div className="space-y-2" aria-busy="true">
          {Array.from({ length: LOADING_ROWS }, (_, i) => (
            <Skeleton key={i} className="h-8" data-testid="sync-row-skeleton" />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <FormattedMessage {...m.noLogs} />
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <thead className="text-left text-muted-foreground">
              <tr>
                <th className="py-2 pr-4 font-medium">
                  <FormattedMessage {...m.colMerchant} />
                </th>
                <th className="py-2 pr-4 font-medium">
                  <FormattedMessage {...m.colStatus} />
                </th>
                <th className="py-2 pr-4 font-medium">
                  <FormattedMessage {...m.colProducts} />
                </th>
                <th className="py-2 pr-4 font-medium">
                  <FormattedMessage {...m.colStarted} />
                </th>
                <th className="py-2 font-medium">
                  <FormattedMessage {...m.colDuration} />
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((log) => {
                const seconds = durationSeconds(log);
                return (
                  <tr key={log.id} className="border-t" data-testid="sync-row">
                    <td className="py-2 pr-4">
                      {names.get(log.merchantId) ?? <FormattedMessage {...m.unknown} />}
                    </td>
                    <td className="py-2 pr-4" title={log.message ?? undefined}>
                      <IngestStatusBadge status={log.status} />
                    </td>
                    <td className="py-2 pr-4">
                      <FormattedMessage
                        {...m.productsCell}
                        values={{
                          processed: log.productsProcessed,
                          added: log.productsAdded,
                          updated: log.productsUpdated,
                        }}
                      />
                    </td>
                    <td className="py-2 pr-4">
                      <FormattedDate value={log.startedAt} dateStyle="medium" timeStyle="short" />
                    </td>
                    <td className="py-2">
                      {seconds === null ? '-' : <FormattedMessage {...m.seconds} values={{ seconds }} />}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
