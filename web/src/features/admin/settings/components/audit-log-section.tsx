import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ErrorState } from '@/components/errors/error-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { AUDIT_PAGE_SIZE, useGetAuditLogQuery } from '../api/settings-api';
import { auditActionMessages } from '../audit-actions';
import { settingsMessages as messages } from '../settings-messages';
import { SettingsSection } from './section';

const cell = 'px-4 py-3 align-top';

/**
 * The audit log, newest first (the API's order), 20 a page; the page is in the address
 * (`auditPage`). Each entry reads as words: who by name (address below), what they did, and the
 * target by the name it had then; the codes stay as the cells' titles.
 */
export function AuditLogSection() {
  const intl = useIntl();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('auditPage'));
  const page = Number.isInteger(requested) && requested >= 1 ? requested : 1;
  const { currentData, error, isFetching, refetch } = useGetAuditLogQuery(page);
  const pages = Math.max(1, Math.ceil((currentData?.total ?? 0) / AUDIT_PAGE_SIZE));
  const goTo = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next === 1) copy.delete('auditPage');
      else copy.set('auditPage', String(next));
      return copy;
    });

  return (
    <SettingsSection id={`${id}-title`} title={intl.formatMessage(messages.auditTitle)} intro={intl.formatMessage(messages.auditIntro)}>
      {error && !isFetching ? (
        <ErrorState detail={isApiError(error) ? error.message : undefined} onRetry={() => void refetch()} />
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full min-w-[44rem] text-sm" aria-labelledby={`${id}-title`}>
              <thead className="border-b border-border text-left text-xs font-medium text-muted-foreground uppercase">
                <tr>
                  {[messages.auditWhen, messages.auditWho, messages.auditAction, messages.auditTarget, messages.auditOutcome].map((header) => (
                    <th key={header.id} scope="col" className={cell}>
                      {intl.formatMessage(header)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {!currentData
                  ? Array.from({ length: 5 }, (_, index) => (
                      <tr key={index}>
                        <td colSpan={5} className={cell}>
                          <Skeleton className="h-5 w-full" />
                        </td>
                      </tr>
                    ))
                  : currentData.entries.map((entry) => (
                      <tr key={entry.id} data-testid="audit-row">
                        <td className={cn(cell, 'whitespace-nowrap')}>{intl.formatDate(entry.at, { dateStyle: 'medium', timeStyle: 'medium' })}</td>
                        <td className={cell}>
                          {entry.actor ? (
                            <>
                              <span className="block font-medium">{entry.actor.name ?? entry.actor.email}</span>
                              {entry.actor.name ? <span className="block text-xs text-muted-foreground">{entry.actor.email}</span> : null}
                            </>
                          ) : (
                            intl.formatMessage(entry.action === 'auth.signIn' ? messages.auditUnknown : messages.auditSystem)
                          )}
                        </td>
                        <td className={cell} title={entry.action}>
                          <AuditAction action={entry.action} />
                        </td>
                        <td className={cn(cell, 'break-words')} title={entry.targetId ?? undefined}>
                          {entry.targetName ?? <span className="text-xs break-all text-muted-foreground">{entry.targetId}</span>}
                        </td>
                        <td className={cell}>
                          <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', entry.outcome === 'success' ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800')}>
                            {intl.formatMessage(entry.outcome === 'success' ? messages.auditSuccess : messages.auditFailure)}
                          </span>
                          {entry.detail ? <span className="ml-2 text-xs text-muted-foreground">{entry.detail}</span> : null}
                        </td>
                      </tr>
                    ))}
              </tbody>
            </table>
            {currentData?.entries.length === 0 ? <p className="py-4 text-sm text-muted-foreground">{intl.formatMessage(messages.auditEmpty)}</p> : null}
          </div>
          <nav aria-label={intl.formatMessage(messages.auditPagination)} className="flex items-center justify-end gap-2 text-sm text-muted-foreground">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
              {intl.formatMessage(messages.previous)}
            </Button>
            <span data-testid="audit-page">{intl.formatMessage(messages.auditPage, { page, pages })}</span>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => goTo(page + 1)}>
              {intl.formatMessage(messages.next)}
            </Button>
          </nav>
        </>
      )}
    </SettingsSection>
  );
}

/** What the entry did, in words; the code itself for an action without words yet. */
function AuditAction({ action }: { action: string }) {
  const intl = useIntl();
  const words = auditActionMessages[action];
  return words ? intl.formatMessage(words) : <span className="font-mono text-xs">{action}</span>;
}
