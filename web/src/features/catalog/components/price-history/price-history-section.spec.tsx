import type { PriceHistoryDto } from '@lumina/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { PriceHistorySection } from './price-history-section';

function history(overrides: Partial<PriceHistoryDto> = {}): PriceHistoryDto {
  return {
    days: 90,
    country: 'DE',
    currency: 'EUR',
    shipping: '0.00',
    firstObservedAt: '2026-03-01T00:00:00.000Z',
    observedDays: 90,
    points: [
      { date: '2026-05-01', lowest: '50.00', highest: '50.00', closing: '50.00', lowestTotal: '50.00', offerCount: 1 },
      { date: '2026-05-20', lowest: '45.00', highest: '50.00', closing: '45.00', lowestTotal: '45.00', offerCount: 1 },
      { date: '2026-05-29', lowest: '40.00', highest: '45.00', closing: '40.00', lowestTotal: '40.00', offerCount: 1 },
    ],
    lowest30Days: { date: '2026-05-29', total: '40.00' },
    lowestAllTime: { date: '2026-05-29', total: '40.00' },
    verdict: 'lowest-in-period',
    ...overrides,
  };
}

describe('PriceHistorySection', () => {
  it('says the lowest price of the period and marks the 30-day and all-time lows', async () => {
    mockFetch(() => jsonResponse(history()));
    renderWithProviders(<PriceHistorySection slug="aurora-pendant" country="DE" />);

    expect(await screen.findByTestId('price-verdict')).toHaveTextContent('Lowest price in 90 days');
    expect(screen.getByTestId('low-30')).toBeInTheDocument();
    expect(screen.getByTestId('all-time-low')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Lowest total price per day over 90 days/ })).toBeInTheDocument();
  });

  it('with under 30 days observed says so and claims nothing more', async () => {
    mockFetch(() => jsonResponse(history({ observedDays: 12, verdict: 'too-little-history' })));
    renderWithProviders(<PriceHistorySection slug="aurora-pendant" country="DE" />);

    expect(await screen.findByTestId('price-verdict')).toHaveTextContent('Observed for 12 days only: too little history to compare.');
    expect(screen.queryByTestId('low-30')).not.toBeInTheDocument();
    expect(screen.queryByTestId('all-time-low')).not.toBeInTheDocument();
  });

  it('switches the period from the keyboard and asks for that many days', async () => {
    const fetch = mockFetch((url) => jsonResponse(history({ days: Number(url.searchParams.get('days')) })));
    renderWithProviders(<PriceHistorySection slug="aurora-pendant" country="FR" />);
    await screen.findByTestId('price-verdict');

    await userEvent.tab();
    expect(screen.getByRole('tab', { name: '90 days' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');

    expect(screen.getByRole('tab', { name: '1 year' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByTestId('price-verdict')).toHaveTextContent('Lowest price in 365 days'));
    const asked = fetch.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input)));
    expect(asked.at(-1)?.searchParams.get('country')).toBe('FR');
  });

  it('says when the history could not be loaded', async () => {
    mockFetch(() => new Response('{}', { status: 500, headers: { 'content-type': 'application/json' } }));
    renderWithProviders(<PriceHistorySection slug="aurora-pendant" country="DE" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The price history could not be loaded.');
  });
});
