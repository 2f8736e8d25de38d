import type { AnalyticsOverviewDto } from '@lumina/contracts';
import { configure, screen } from '@testing-library/react';
import { adminUser, FAKE_MERCHANTS, installFakeAdminBackend } from '@/testing/fake-admin-backend';
import { jsonResponse, renderApp } from '@/testing/test-utils';
import { analyticsCsv } from './analytics-csv';

configure({ asyncUtilTimeout: 5000 });

const OVERVIEW: AnalyticsOverviewDto = {
  range: 7,
  from: '2026-11-17',
  to: '2026-11-23',
  merchantId: FAKE_MERCHANTS[0]!.id,
  perDay: [
    { day: '2026-11-22', clicks: 4, bots: 1 },
    { day: '2026-11-23', clicks: 6, bots: 0 },
  ],
  byMerchant: [{ merchantId: FAKE_MERCHANTS[0]!.id, name: '=Lampenwelt', clicks: 10, revenueEstimate: 1.2 }],
  byLanguage: [{ language: 'de', clicks: 10 }],
  topProducts: [{ productId: 'p1', title: 'Iris Lamp', slug: 'iris-lamp', clicks: 10 }],
  totals: { clicks: 10, bots: 1, duplicates: 2, botShare: 7.7, revenueEstimate: 1.2 },
};

describe('admin analytics', () => {
  it('asks for the range and merchant in the address and shows the figures', async () => {
    const backend = installFakeAdminBackend({ user: adminUser('analyst') });
    backend.override('GET', '/api/analytics/overview', () => jsonResponse(OVERVIEW));
    renderApp({ route: `/admin/analytics?range=7&merchant=${FAKE_MERCHANTS[0]!.id}` });
    expect(await screen.findByTestId('analytics-total-clicks')).toHaveTextContent('10');
    expect(screen.getByTestId('analytics-bot-share')).toHaveTextContent('7.7%');
    expect(screen.getByTestId('analytics-revenue')).toHaveTextContent('€1.20');
    expect(screen.getByTestId('clicks-chart')).toHaveAttribute('data-total', '10');
    expect(screen.getByText('Iris Lamp')).toBeInTheDocument();
    const asked = new URL(backend.last('GET', '/api/analytics/overview')!.url);
    expect(Object.fromEntries(asked.searchParams)).toEqual({ range: '7', merchant: FAKE_MERCHANTS[0]!.id });
  });

  it('exports every table as CSV, with names that cannot run as spreadsheet formulas', () => {
    expect(analyticsCsv(OVERVIEW).split('\n')).toEqual([
      'day,clicks,bots',
      '2026-11-22,4,1',
      '2026-11-23,6,0',
      '',
      'merchant,clicks,revenue_estimate_eur',
      "'=Lampenwelt,10,1.20",
      '',
      'product,clicks',
      'Iris Lamp,10',
      '',
      'language,clicks',
      'de,10',
      '',
    ]);
  });
});
