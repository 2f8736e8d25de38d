import type { DeliveryCountry, PriceVerdict } from '@lumina/contracts';
import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useGetPriceHistoryQuery } from '../../api/products-api';
import { PriceHistoryChart } from './price-history-chart';

const messages = defineMessages({
  heading: { id: 'priceHistory.heading', defaultMessage: 'Price history', description: 'Heading of the price chart on a product page' },
  tabs: { id: 'priceHistory.tabs', defaultMessage: 'Period', description: 'Label of the price chart period tabs' },
  days30: { id: 'priceHistory.tab.30', defaultMessage: '30 days', description: 'Price chart tab: the last 30 days' },
  days90: { id: 'priceHistory.tab.90', defaultMessage: '90 days', description: 'Price chart tab: the last 90 days' },
  days365: { id: 'priceHistory.tab.365', defaultMessage: '1 year', description: 'Price chart tab: the last year' },
  error: { id: 'priceHistory.error', defaultMessage: 'The price history could not be loaded.', description: 'When the price chart failed to load' },
  empty: { id: 'priceHistory.empty', defaultMessage: 'No prices observed yet.', description: 'Price chart without any observed day' },
  note: {
    id: 'priceHistory.note',
    defaultMessage: 'Lowest price of any merchant each day, with shipping to {country}, as Lumina observed it.',
    description: 'Note under the price chart',
  },
});

/** The chart's sentence (contracts `priceVerdict`): plain words, nothing it cannot back. */
const verdictMessages: Record<PriceVerdict, MessageDescriptor> = defineMessages({
  'too-little-history': {
    id: 'priceHistory.verdict.tooLittle',
    defaultMessage: 'Observed for {observed, plural, one {# day} other {# days}} only: too little history to compare.',
    description: 'Price chart sentence when Lumina has observed the product for under 30 days',
  },
  'lowest-in-period': {
    id: 'priceHistory.verdict.lowest',
    defaultMessage: 'Lowest price in {days} days',
    description: 'Price chart sentence: today is the lowest price of the period',
  },
  'lower-than-usual': { id: 'priceHistory.verdict.lower', defaultMessage: 'Lower than usual', description: 'Price chart sentence' },
  usual: { id: 'priceHistory.verdict.usual', defaultMessage: 'A usual price', description: 'Price chart sentence' },
  'higher-than-usual': { id: 'priceHistory.verdict.higher', defaultMessage: 'Higher than usual', description: 'Price chart sentence' },
});

const PERIODS = [
  { days: 30, label: messages.days30 },
  { days: 90, label: messages.days90 },
  { days: 365, label: messages.days365 },
] as const;

/** The product page's price chart: 30 days, 90 days or a year, the lows and one sentence. */
export function PriceHistorySection({ slug, country }: { slug: string; country: DeliveryCountry }) {
  const intl = useIntl();
  const [days, setDays] = useState('90');
  const { data, isLoading, isError } = useGetPriceHistoryQuery({ slug, days: Number(days), country });
  const enough = data !== undefined && data.verdict !== 'too-little-history';
  return (
    <section aria-labelledby="price-history-heading" className="space-y-3" data-testid="price-history">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="price-history-heading" className="text-xl font-semibold">
          <FormattedMessage {...messages.heading} />
        </h2>
        <Tabs.Root value={days} onValueChange={setDays}>
          <Tabs.List aria-label={intl.formatMessage(messages.tabs)} className="inline-flex rounded-md border border-border p-0.5">
            {PERIODS.map((period) => (
              <Tabs.Trigger
                key={period.days}
                value={String(period.days)}
                className={cn(
                  'rounded px-3 py-1 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  'data-[state=active]:bg-primary data-[state=active]:text-primary-foreground',
                )}
              >
                <FormattedMessage {...period.label} />
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Tabs.Root>
      </div>
      {isLoading ? <Skeleton className="h-48 w-full" /> : null}
      {isError ? (
        <p role="alert" className="text-sm text-destructive">
          <FormattedMessage {...messages.error} />
        </p>
      ) : null}
      {data ? (
        <>
          <p className="font-medium" data-testid="price-verdict">
            <FormattedMessage {...verdictMessages[data.verdict]} values={{ days: data.days, observed: data.observedDays }} />
          </p>
          {data.points.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              <FormattedMessage {...messages.empty} />
            </p>
          ) : (
            <PriceHistoryChart history={data} showLows={enough} />
          )}
          <p className="text-xs text-muted-foreground">
            <FormattedMessage {...messages.note} values={{ country: intl.formatDisplayName(data.country, { type: 'region' }) ?? data.country }} />
          </p>
        </>
      ) : null}
    </section>
  );
}
