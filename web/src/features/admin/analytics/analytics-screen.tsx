import type { AnalyticsOverviewDto } from '@lumina/contracts';
import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { AdminPage } from '@/features/admin/shell/admin-page';
import { adminNavMessages } from '@/features/admin/shell/admin-nav-messages';
import { analyticsCsv } from './analytics-csv';
import { analyticsMessages as m } from './analytics-messages';
import { useGetAnalyticsMerchantsQuery, useGetAnalyticsOverviewQuery, type AnalyticsArgs } from './api/analytics-api';
import { ClicksChart } from './components/clicks-chart';

/** The ranges GET /api/analytics/overview accepts (contracts' ANALYTICS_RANGES; a type-only import keeps zod out of the bundle). */
const ANALYTICS_RANGES = [7, 30, 90] as const satisfies ReadonlyArray<AnalyticsArgs['range']>;

function parseRange(value: string | null): AnalyticsArgs['range'] {
  const n = Number(value);
  return (ANALYTICS_RANGES as readonly number[]).includes(n) ? (n as AnalyticsArgs['range']) : 30;
}

function download(data: AnalyticsOverviewDto) {
  const url = URL.createObjectURL(new Blob([analyticsCsv(data)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `lumina-clicks-${data.from}-${data.to}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

function Card({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className="rounded-lg border bg-card p-5 shadow-sm" data-testid={testId}>
      <h2 className="mb-3 font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Figure({ label, value, testId }: { label: ReactNode; value: ReactNode; testId: string }) {
  return (
    <div className="rounded-lg border bg-card p-4 shadow-sm">
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="text-2xl font-bold" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

function Table({ head, rows }: { head: ReactNode[]; rows: ReactNode[][] }) {
  if (rows.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <FormattedMessage {...m.noData} />
      </p>
    );
  }
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="text-left text-muted-foreground">
          {head.map((h, i) => (
            <th key={i} className={i === 0 ? 'py-1 font-medium' : 'py-1 text-right font-medium'}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y">
        {rows.map((row, r) => (
          <tr key={r}>
            {row.map((c, i) => (
              <td key={i} className={i === 0 ? 'py-1.5' : 'py-1.5 text-right tabular-nums'}>
                {c}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Analytics (a screen the spec lacks): clicks per day, by merchant, products and language; CSV. */
export function AnalyticsScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const range = parseRange(params.get('range'));
  const merchant = params.get('merchant') ?? undefined;
  const overview = useGetAnalyticsOverviewQuery({ range, merchant });
  const merchants = useGetAnalyticsMerchantsQuery();
  const data = overview.data;

  const setParam = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const euros = (value: number) => <FormattedNumber value={value} style="currency" currency="EUR" />;

  return (
    <AdminPage
      title={intl.formatMessage(adminNavMessages.analytics)}
      description={intl.formatMessage(m.description)}
      actions={
        <>
          <label className="flex items-center gap-2 text-sm">
            <FormattedMessage {...m.range} />
            <select
              className="h-9 rounded-md border bg-background px-2"
              value={range}
              onChange={(e) => setParam('range', e.target.value)}
              data-testid="analytics-range"
            >
              {ANALYTICS_RANGES.map((days) => (
                <option key={days} value={days}>
                  {intl.formatMessage(m.lastDays, { days })}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-2 text-sm">
            <FormattedMessage {...m.merchant} />
            <select
              className="h-9 max-w-48 rounded-md border bg-background px-2"
              value={merchant ?? ''}
              onChange={(e) => setParam('merchant', e.target.value || undefined)}
              data-testid="analytics-merchant"
            >
              <option value="">{intl.formatMessage(m.allMerchants)}</option>
              {(merchants.data ?? []).map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
          </label>
          <Button variant="outline" size="sm" disabled={!data} onClick={() => data && download(data)}>
            <Download aria-hidden="true" />
            <FormattedMessage {...m.exportCsv} />
          </Button>
        </>
      }
    >
      {overview.isError ? (
        <div className="flex items-center justify-between rounded-lg border border-destructive/40 p-4 text-sm" role="alert">
          <FormattedMessage {...m.loadFailed} />
          <Button size="sm" variant="outline" onClick={() => void overview.refetch()}>
            <FormattedMessage {...m.tryAgain} />
          </Button>
        </div>
      ) : !data ? (
        <Skeleton className="h-96" />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <Figure label={<FormattedMessage {...m.totalClicks} />} value={<FormattedNumber value={data.totals.clicks} />} testId="analytics-total-clicks" />
            <Figure label={<FormattedMessage {...m.revenue} />} value={euros(data.totals.revenueEstimate)} testId="analytics-revenue" />
            <Figure
              label={<FormattedMessage {...m.botShare} />}
              value={<FormattedNumber value={data.totals.botShare / 100} style="percent" maximumFractionDigits={1} />}
              testId="analytics-bot-share"
            />
          </div>
          <Card title={<FormattedMessage {...m.clicksPerDay} />}>
            <ClicksChart perDay={data.perDay} />
          </Card>
          <div className="grid gap-6 lg:grid-cols-2">
            <Card title={<FormattedMessage {...m.byMerchant} />} testId="analytics-by-merchant">
              <Table
                head={[<FormattedMessage key="m" {...m.merchant} />, <FormattedMessage key="c" {...m.clicks} />, <FormattedMessage key="r" {...m.revenue} />]}
                rows={data.byMerchant.map((x) => [
                  x.merchantId ? (
                    <Link className="hover:underline" to={`?range=${range}&merchant=${x.merchantId}`}>
                      {x.name}
                    </Link>
                  ) : (
                    intl.formatMessage(m.unknownMerchant)
                  ),
                  <FormattedNumber value={x.clicks} />,
                  euros(x.revenueEstimate),
                ])}
              />
            </Card>
            <Card title={<FormattedMessage {...m.topProducts} />} testId="analytics-top-products">
              <Table
                head={[<FormattedMessage key="p" {...m.product} />, <FormattedMessage key="c" {...m.clicks} />]}
                rows={data.topProducts.map((p) => [
                  p.slug ? (
                    <a className="hover:underline" href={`/product/${p.slug}`} target="_blank" rel="noreferrer">
                      {p.title}
                    </a>
                  ) : (
                    p.title
                  ),
                  <FormattedNumber value={p.clicks} />,
                ])}
              />
            </Card>
            <Card title={<FormattedMessage {...m.byLanguage} />}>
              <Table
                head={[<FormattedMessage key="l" {...m.language} />, <FormattedMessage key="c" {...m.clicks} />]}
                rows={data.byLanguage.map((l) => [
                  intl.formatDisplayName(l.language, { type: 'language', fallback: 'code' }) ?? l.language,
                  <FormattedNumber value={l.clicks} />,
                ])}
              />
            </Card>
            <Card title={<FormattedMessage {...m.duplicates} />}>
              <p className="text-2xl font-bold">
                <FormattedNumber value={data.totals.duplicates} />
              </p>
            </Card>
          </div>
        </>
      )}
    </AdminPage>
  );
}
