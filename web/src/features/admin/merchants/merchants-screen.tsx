import type { IngestLogDto, MerchantDto } from '@lumina/contracts';
import { Plus, Store } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/hooks/use-toast';
import { getServerMessage } from '@/lib/api';
import { useCan } from '@/features/admin/auth/hooks/use-admin-user';
import { adminNavMessages } from '@/features/admin/shell/admin-nav-messages';
import { AdminPage } from '@/features/admin/shell/admin-page';
import { Dialog, DialogContent, DialogFooter } from '@/features/admin/shell/ui/dialog';
import {
  useCancelIngestMutation,
  useDeleteMerchantMutation,
  useGetIngestLogsQuery,
  useGetMerchantsQuery,
  useStartIngestMutation,
  useTestMerchantFeedMutation,
} from './api/merchants-api';
import { MerchantCard } from './components/merchant-card';
import { MerchantFormDialog } from './components/merchant-form-dialog';
import { SyncActivity } from './components/sync-activity';
import { UnmappedCategoriesDialog } from './components/unmapped-categories-dialog';
import { merchantsMessages as m } from './merchants-messages';

/** Spec §2: three placeholder cards while loading. */
const SKELETONS = 3;
/** While a sync is queued or running, its progress is refreshed this often. */
const PROGRESS_POLL_MS = 2000;

const isActiveLog = (log: IngestLogDto) => log.status === 'pending' || log.status === 'running';

/** Admin merchants (spec §2 "Admin merchants", §4, §5, §8; issue 10). */
export function MerchantsScreen() {
  const intl = useIntl();
  const canWrite = useCan('merchants:write');
  const merchants = useGetMerchantsQuery();
  const [polling, setPolling] = useState(false);
  const pollingInterval = polling ? PROGRESS_POLL_MS : 0;
  // Each merchant's newest log for its card (a run is always its merchant's newest while active).
  const latest = useGetIngestLogsQuery({ latestPerMerchant: true }, { pollingInterval });
  const anyActive = (latest.data ?? []).some(isActiveLog);
  if (anyActive !== polling) setPolling(anyActive);

  // `?new=1` (the dashboard's Add Merchant quick action) opens the Add dialog; closing it drops the flag.
  const [searchParams, setSearchParams] = useSearchParams();
  const [editing, setEditing] = useState<{ open: boolean; merchant: MerchantDto | null }>(() => ({
    open: searchParams.get('new') === '1',
    merchant: null,
  }));
  const onEditOpenChange = (open: boolean) => {
    setEditing((current) => ({ ...current, open }));
    if (!open && searchParams.has('new')) {
      setSearchParams(
        (params) => {
          params.delete('new');
          return params;
        },
        { replace: true },
      );
    }
  };
  const [deleting, setDeleting] = useState<MerchantDto | null>(null);
  const [unmappedOf, setUnmappedOf] = useState<MerchantDto | null>(null);
  // `?history=<merchant id>` (the products screen's import toast) opens on that merchant's Sync History.
  const [historyOf, setHistoryOf] = useState<string | null>(() => searchParams.get('history'));
  // The table: every merchant's newest logs, or one merchant's (its Sync History, asked of the server).
  const recent = useGetIngestLogsQuery(historyOf ? { merchantId: historyOf } : undefined, {
    pollingInterval,
  });
  const [busy, setBusy] = useState<Record<string, { syncing: boolean; testing: boolean }>>({});
  const [startIngest] = useStartIngestMutation();
  const [cancelIngest] = useCancelIngestMutation();
  const [testFeed] = useTestMerchantFeedMutation();
  const [deleteMerchant, deletion] = useDeleteMerchantMutation();

  const mark = (id: string, key: 'syncing' | 'testing', value: boolean) =>
    setBusy((current) => ({
      ...current,
      [id]: { ...(current[id] ?? { syncing: false, testing: false }), [key]: value },
    }));
  const fail = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: intl.formatMessage(m.error),
      description: getServerMessage(error) ?? intl.formatMessage(m.requestFailed),
    });

  async function sync(merchant: MerchantDto) {
    mark(merchant.id, 'syncing', true);
    try {
      await startIngest(merchant.id).unwrap();
      toast({ title: intl.formatMessage(m.success), description: intl.formatMessage(m.ingestStarted) });
    } catch (error) {
      fail(error);
    } finally {
      mark(merchant.id, 'syncing', false);
    }
  }

  async function cancel(merchant: MerchantDto) {
    try {
      await cancelIngest(merchant.id).unwrap();
      toast({ description: intl.formatMessage(m.syncCancelled) });
    } catch (error) {
      fail(error);
    }
  }

  async function test(merchant: MerchantDto) {
    mark(merchant.id, 'testing', true);
    try {
      const result = await testFeed(merchant.id).unwrap();
      if (result.success)
        toast({
          title: intl.formatMessage(m.testOk),
          description: intl.formatMessage(m.testFound, {
            products: result.products,
            categories: result.categories,
          }),
        });
      else
        toast({
          variant: 'destructive',
          title: intl.formatMessage(m.testFailed),
          description: result.errors[0]?.reason,
        });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage(m.testFailed),
        description: getServerMessage(error),
      });
    } finally {
      mark(merchant.id, 'testing', false);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await deleteMerchant(deleting.id).unwrap();
      toast({ title: intl.formatMessage(m.success), description: intl.formatMessage(m.deleted) });
      setDeleting(null);
    } catch (error) {
      fail(error);
    }
  }

  const latestLog = (merchantId: string) => (latest.data ?? []).find((log) => log.merchantId === merchantId);
  const list = merchants.data ?? [];
  const add = () => setEditing({ open: true, merchant: null });

  return (
    <AdminPage
      title={intl.formatMessage(adminNavMessages.merchants)}
      description={intl.formatMessage(m.description)}
      actions={
        canWrite ? (
          <Button onClick={add}>
            <Plus /> <FormattedMessage {...m.addMerchant} />
          </Button>
        ) : undefined
      }
    >
      {merchants.isLoading ? (
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-busy="true">
          {Array.from({ length: SKELETONS }, (_, i) => (
            <Skeleton key={i} className="h-64" data-testid="merchant-skeleton" />
          ))}
        </div>
      ) : merchants.isError ? (
        <div
          className="flex items-center justify-between rounded-lg border border-destructive/40 p-4 text-sm"
          role="alert"
        >
          <FormattedMessage {...m.loadFailed} />
          <Button size="sm" variant="outline" onClick={() => void merchants.refetch()}>
            <FormattedMessage {...m.tryAgain} />
          </Button>
        </div>
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center">
          <Store className="size-10 text-muted-foreground" aria-hidden="true" />
          <h2 className="text-lg font-semibold">
            <FormattedMessage {...m.emptyTitle} />
          </h2>
          <p className="text-sm text-muted-foreground">
            <FormattedMessage {...m.emptyText} />
          </p>
          {canWrite ? (
            <Button onClick={add}>
              <Plus /> <FormattedMessage {...m.addFirst} />
            </Button>
          ) : null}
        </div>
      ) : (
        <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {list.map((merchant) => (
            <MerchantCard
              key={merchant.id}
              merchant={merchant}
              latestLog={latestLog(merchant.id)}
              busy={busy[merchant.id] ?? { syncing: false, testing: false }}
              onSync={() => void sync(merchant)}
              onCancel={() => void cancel(merchant)}
              onTest={() => void test(merchant)}
              onEdit={() => setEditing({ open: true, merchant })}
              onHistory={() => {
                setHistoryOf(merchant.id);
                document.getElementById('sync-activity')?.scrollIntoView({ behavior: 'smooth' });
              }}
              onUnmapped={() => setUnmappedOf(merchant)}
              onDelete={() => setDeleting(merchant)}
            />
          ))}
        </div>
      )}
      <SyncActivity
        logs={recent.currentData}
        failed={recent.isError}
        onRetry={() => void recent.refetch()}
        merchants={list}
        merchantId={historyOf}
        onShowAll={() => setHistoryOf(null)}
      />
      {canWrite ? (
        <MerchantFormDialog open={editing.open} merchant={editing.merchant} onOpenChange={onEditOpenChange} />
      ) : null}
      {unmappedOf ? (
        <UnmappedCategoriesDialog merchant={unmappedOf} onClose={() => setUnmappedOf(null)} />
      ) : null}
      <Dialog open={deleting !== null} onOpenChange={(open) => (open ? undefined : setDeleting(null))}>
        {deleting ? (
          <DialogContent
            title={intl.formatMessage(m.deleteTitle, { name: deleting.name })}
            description={intl.formatMessage(m.deleteText)}
            closeLabel={intl.formatMessage(m.close)}
          >
            <DialogFooter>
              <Button variant="outline" onClick={() => setDeleting(null)}>
                <FormattedMessage {...m.cancel} />
              </Button>
              <Button
                variant="destructive"
                onClick={() => void confirmDelete()}
                disabled={deletion.isLoading}
              >
                <FormattedMessage {...m.deleteConfirm} />
              </Button>
            </DialogFooter>
          </DialogContent>
        ) : null}
      </Dialog>
    </AdminPage>
  );
}
