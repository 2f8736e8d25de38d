import type { AlertDto, MyAlertsDto } from '@lumina/contracts';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { alertsMessages as m, linkProblem } from '../alerts-messages';
import {
  useConfirmAlertMutation,
  useEraseAlertDataMutation,
  useExportAlertDataMutation,
  useGetMyAlertsQuery,
  useGetUnsubscribeAlertQuery,
  useRemoveAlertsMutation,
  useUnsubscribeAlertMutation,
  useUpdateAlertTargetMutation,
} from '../api/alerts-api';

function Page({ title, children }: { title: React.ReactNode; children: React.ReactNode }) {
  return (
    <section className="mx-auto max-w-xl space-y-4 py-8" data-testid="alert-page">
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {children}
    </section>
  );
}

function Problem({ error }: { error: unknown }) {
  return (
    <p role="alert" className="rounded-lg bg-muted p-4" data-testid="alert-link-problem">
      <FormattedMessage {...linkProblem(error)} />
    </p>
  );
}

function ManageLink({ token }: { token: string }) {
  return (
    <Link to={paths.alertsManage(token)} className="underline underline-offset-4">
      <FormattedMessage {...m.myAlerts} />
    </Link>
  );
}

/**
 * The confirmation mail's link. Confirming is a POST made by the page's script, so a mail scanner
 * that opens the link (a GET) confirms nothing; the shopper's browser confirms once.
 */
export function ConfirmAlertPage({ token }: { token: string }) {
  const [confirm, state] = useConfirmAlertMutation();
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    void confirm(token);
  }, [confirm, token]);
  return (
    <Page title={<FormattedMessage {...m.confirmTitle} />}>
      {state.isSuccess ? (
        <div role="status" className="space-y-3" data-testid="alert-confirmed">
          <p>
            <FormattedMessage {...m.confirmed} values={{ product: state.data.alert.productTitle }} />
          </p>
          <ManageLink token={state.data.manageToken} />
        </div>
      ) : state.isError ? (
        <Problem error={state.error} />
      ) : (
        <div role="status" className="space-y-2">
          <p>
            <FormattedMessage {...m.confirming} />
          </p>
          <Skeleton className="h-4 w-40" />
        </div>
      )}
    </Page>
  );
}

/** The unsubscribe link in an alert mail opens this page: it asks, and the button ends the alert. */
export function UnsubscribePage({ token }: { token: string }) {
  const alert = useGetUnsubscribeAlertQuery(token);
  const [unsubscribe, state] = useUnsubscribeAlertMutation();
  const product = alert.data?.alert.productTitle ?? '';
  const manageToken = state.data?.manageToken ?? alert.data?.manageToken;
  return (
    <Page title={<FormattedMessage {...m.unsubscribeTitle} />}>
      {alert.isLoading ? <Skeleton className="h-10 w-full" /> : null}
      {alert.isError ? <Problem error={alert.error} /> : null}
      {alert.data && !state.isSuccess && alert.data.alert.status !== 'ended' ? (
        <div className="space-y-3">
          <p>
            <FormattedMessage {...m.unsubscribeQuestion} values={{ product }} />
          </p>
          <Button type="button" disabled={state.isLoading} onClick={() => void unsubscribe(token)}>
            <FormattedMessage {...m.unsubscribeButton} />
          </Button>
          {state.isError ? <Problem error={state.error} /> : null}
        </div>
      ) : null}
      {state.isSuccess || alert.data?.alert.status === 'ended' ? (
        <div role="status" className="space-y-3" data-testid="alert-unsubscribed">
          <p>
            <FormattedMessage {...m.unsubscribed} values={{ product }} />
          </p>
          {manageToken ? <ManageLink token={manageToken} /> : null}
        </div>
      ) : null}
    </Page>
  );
}

function AlertRow({ alert, token, onChange }: { alert: AlertDto; token: string; onChange: (next: MyAlertsDto) => void }) {
  const intl = useIntl();
  const [target, setTarget] = useState(alert.targetPrice ?? '');
  const [update, updateState] = useUpdateAlertTargetMutation();
  const [remove, removeState] = useRemoveAlertsMutation();
  return (
    <li className="space-y-2 rounded-lg border p-4" data-testid="my-alert">
      <p className="font-medium">
        <Link to={paths.product(alert.productSlug)} className="underline-offset-4 hover:underline">
          {alert.productTitle}
        </Link>
      </p>
      <p className="text-sm text-muted-foreground">
        {alert.kind === 'stock' ? (
          <FormattedMessage {...m.backInStock} />
        ) : (
          <FormattedMessage {...m.targetOf} values={{ price: intl.formatNumber(Number(alert.targetPrice ?? 0), { style: 'currency', currency: alert.currency }) }} />
        )}
        {alert.status === 'pending' ? (
          <>
            {' · '}
            <FormattedMessage {...m.pending} />
          </>
        ) : null}
      </p>
      <div className="flex flex-wrap items-end gap-2">
        {alert.kind === 'price' ? (
          <form
            className="flex items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              void update({ token, alertId: alert.id, targetPrice: target.replace(',', '.') }).then((r) => r.data && onChange(r.data));
            }}
          >
            <label className="space-y-1 text-sm">
              <span className="block">
                <FormattedMessage {...m.targetLabel} values={{ currency: alert.currency }} />
              </span>
              <input
                value={target}
                onChange={(event) => setTarget(event.target.value)}
                inputMode="decimal"
                pattern="\d{1,7}([.,]\d{1,2})?"
                required
                className="h-9 w-28 rounded-md border px-2"
              />
            </label>
            <Button type="submit" size="sm" variant="outline" disabled={updateState.isLoading}>
              <FormattedMessage {...m.saveTarget} />
            </Button>
          </form>
        ) : null}
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={removeState.isLoading}
          onClick={() => void remove({ token, alertId: alert.id }).then((r) => r.data && onChange(r.data))}
        >
          <FormattedMessage {...m.remove} />
        </Button>
      </div>
    </li>
  );
}

/** 'My alerts' by the mailed link: the address's alerts, targets, removal, and its data (issue 27 item 4). */
export function MyAlertsPage({ token }: { token: string }) {
  const intl = useIntl();
  const query = useGetMyAlertsQuery(token);
  const [current, setCurrent] = useState<MyAlertsDto | undefined>();
  const [removeAll, removeAllState] = useRemoveAlertsMutation();
  const [exportData] = useExportAlertDataMutation();
  const [erase, eraseState] = useEraseAlertDataMutation();
  const data = current ?? query.data;

  const download = async () => {
    const result = await exportData(token);
    if (!result.data) return;
    const url = URL.createObjectURL(new Blob([JSON.stringify(result.data, null, 2)], { type: 'application/json' }));
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = 'lumina-alerts-data.json';
    anchor.click();
    URL.revokeObjectURL(url);
  };

  if (eraseState.isSuccess)
    return (
      <Page title={<FormattedMessage {...m.myAlerts} />}>
        <p role="status" data-testid="alert-data-erased">
          <FormattedMessage {...m.erased} />
        </p>
      </Page>
    );
  return (
    <Page title={<FormattedMessage {...m.myAlerts} />}>
      {query.isLoading ? <Skeleton className="h-24 w-full" /> : null}
      {query.isError ? <Problem error={query.error} /> : null}
      {data ? (
        <>
          <p className="text-muted-foreground">
            <FormattedMessage {...m.myAlertsFor} values={{ email: data.email }} />
          </p>
          {data.alerts.length === 0 ? (
            <p data-testid="my-alerts-empty">
              <FormattedMessage {...m.noAlerts} />
            </p>
          ) : (
            <ul className="space-y-3">
              {data.alerts.map((alert) => (
                <AlertRow key={`${alert.id}-${alert.targetPrice}`} alert={alert} token={token} onChange={setCurrent} />
              ))}
            </ul>
          )}
          <div className="flex flex-wrap gap-2 border-t pt-4">
            {data.alerts.length > 0 ? (
              <Button type="button" variant="outline" disabled={removeAllState.isLoading} onClick={() => void removeAll({ token }).then((r) => r.data && setCurrent(r.data))}>
                <FormattedMessage {...m.removeAll} />
              </Button>
            ) : null}
            <Button type="button" variant="outline" onClick={() => void download()}>
              <FormattedMessage {...m.download} />
            </Button>
            <Button
              type="button"
              variant="destructive"
              disabled={eraseState.isLoading}
              onClick={() => {
                if (window.confirm(intl.formatMessage(m.eraseConfirm))) void erase(token);
              }}
            >
              <FormattedMessage {...m.erase} />
            </Button>
          </div>
        </>
      ) : null}
    </Page>
  );
}
