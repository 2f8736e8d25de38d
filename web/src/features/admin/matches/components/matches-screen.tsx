import type { MatchPairDto, MatchSideDto } from '@lumina/contracts';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { AdminPage } from '@/features/admin/shell/admin-page';
import { toast } from '@/hooks/use-toast';
import { getServerMessage } from '@/lib/api';
import { useDecideMatchMutation, useGetMatchesQuery } from '../api/matches-api';

const m = defineMessages({
  title: { id: 'admin.matches.title', defaultMessage: 'Matches to check', description: 'Admin page title' },
  description: {
    id: 'admin.matches.description',
    defaultMessage: 'Products of different shops with the same GTIN that disagree on brand or title. Merge them into one product or keep them apart; later syncs keep your decision.',
    description: 'Admin page subtitle',
  },
  empty: { id: 'admin.matches.empty', defaultMessage: 'Nothing to check: every GTIN match so far agreed.', description: 'Empty state' },
  error: { id: 'admin.matches.error', defaultMessage: 'The matches could not be loaded.', description: 'Error state' },
  retry: { id: 'admin.matches.retry', defaultMessage: 'Try again', description: 'Button after a load error' },
  gtin: { id: 'admin.matches.gtin', defaultMessage: 'GTIN {gtin}', description: 'The shared GTIN of a pair' },
  survives: { id: 'admin.matches.survives', defaultMessage: 'Keeps its address on a merge', description: 'Note on the older product of a pair' },
  shops: { id: 'admin.matches.shops', defaultMessage: '{count, plural, one {# shop} other {# shops}}', description: 'Offer count of a product' },
  merge: { id: 'admin.matches.merge', defaultMessage: 'Merge', description: 'Button: make the two one product' },
  keepApart: { id: 'admin.matches.keepApart', defaultMessage: 'Keep apart', description: 'Button: leave them two products' },
  merged: { id: 'admin.matches.merged', defaultMessage: 'Merged into {title}', description: 'Toast after a merge' },
  keptApart: { id: 'admin.matches.keptApart', defaultMessage: 'Kept apart', description: 'Toast after keep apart' },
  failed: { id: 'admin.matches.failed', defaultMessage: 'Not done', description: 'Toast title when a decision failed' },
});

function Side({ side, older }: { side: MatchSideDto; older: boolean }) {
  return (
    <div className="min-w-0 flex-1 rounded-md border border-border p-3 text-sm">
      <a href={`/product/${side.slug}`} target="_blank" rel="noreferrer" className="font-medium hover:underline">
        {side.title}
      </a>
      <p className="text-muted-foreground">
        {[side.brand, side.merchantName, `€${side.price}`].filter(Boolean).join(' · ')} · <FormattedMessage {...m.shops} values={{ count: side.offerCount }} />
      </p>
      {older ? (
        <p className="mt-1 text-xs text-muted-foreground">
          <FormattedMessage {...m.survives} />
        </p>
      ) : null}
    </div>
  );
}

function Pair({ pair }: { pair: MatchPairDto }) {
  const intl = useIntl();
  const [decide, state] = useDecideMatchMutation();
  const run = async (decision: 'merge' | 'keep-apart') => {
    try {
      await decide({ id: pair.id, decision }).unwrap();
      toast({ title: decision === 'merge' ? intl.formatMessage(m.merged, { title: pair.products[0].title }) : intl.formatMessage(m.keptApart) });
    } catch (error) {
      toast({ variant: 'destructive', title: intl.formatMessage(m.failed), description: getServerMessage(error) ?? undefined });
    }
  };
  return (
    <li className="space-y-3 rounded-lg border border-border bg-card p-4" data-testid="match-pair">
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
        <span className="font-mono">{pair.gtin ? <FormattedMessage {...m.gtin} values={{ gtin: pair.gtin }} /> : null}</span>
        <span className="text-muted-foreground">{pair.reason}</span>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Side side={pair.products[0]} older />
        <Side side={pair.products[1]} older={false} />
      </div>
      <div className="flex gap-2">
        <Button size="sm" disabled={state.isLoading} onClick={() => void run('merge')}>
          <FormattedMessage {...m.merge} />
        </Button>
        <Button size="sm" variant="outline" disabled={state.isLoading} onClick={() => void run('keep-apart')}>
          <FormattedMessage {...m.keepApart} />
        </Button>
      </div>
    </li>
  );
}

/** 'Matches to check' (ADR 025): the GTIN pairs a sync queued, each merged or kept apart by an admin. */
export function MatchesScreen() {
  const intl = useIntl();
  const { data, isLoading, isError, refetch } = useGetMatchesQuery();
  return (
    <AdminPage title={intl.formatMessage(m.title)} description={intl.formatMessage(m.description)}>
      {isLoading ? (
        <div className="space-y-3" aria-busy="true">
          <Skeleton className="h-32 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      ) : isError ? (
        <div role="alert" className="space-y-2">
          <p>
            <FormattedMessage {...m.error} />
          </p>
          <Button variant="outline" onClick={() => void refetch()}>
            <FormattedMessage {...m.retry} />
          </Button>
        </div>
      ) : (data ?? []).length === 0 ? (
        <p className="text-muted-foreground">
          <FormattedMessage {...m.empty} />
        </p>
      ) : (
        <ul className="space-y-4">
          {(data ?? []).map((pair) => (
            <Pair key={pair.id} pair={pair} />
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
