import type { MatchPairDto } from '@lumina/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { MatchesScreen } from './matches-screen';

jest.setTimeout(30_000);

const pair: MatchPairDto = {
  id: 'c0000000-0000-4000-8000-000000000001',
  gtin: '04006381333931',
  reason: 'brands differ (Nordlys Design / Lumetra)',
  status: 'pending',
  createdAt: '2026-11-27T10:00:00.000Z',
  products: [
    { id: 'p1', slug: 'nordlys-pendant', title: 'Nordlys Pendant', brand: 'Nordlys Design', merchantName: 'LichtHaus Direct', price: '129.00', offerCount: 2 },
    { id: 'p2', slug: 'lumetra-pendant', title: 'Lumetra Pendant', brand: 'Lumetra', merchantName: 'LuzViva', price: '119.00', offerCount: 1 },
  ],
};

describe('Matches to check', () => {
  it('lists each pair with its GTIN and reason, and sends Merge; the pair leaves the list', async () => {
    let pending = [pair];
    const posted: string[] = [];
    mockFetch((url, request) => {
      if (url.pathname === '/api/admin/matches') return jsonResponse(pending);
      if (request.method === 'POST') {
        posted.push(url.pathname);
        pending = [];
        return jsonResponse({ ...pair, status: 'merged' });
      }
      return jsonResponse({}, { status: 404 });
    });
    renderWithProviders(<MatchesScreen />);
    expect(await screen.findByText('GTIN 04006381333931')).toBeInTheDocument();
    expect(screen.getByText('brands differ (Nordlys Design / Lumetra)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nordlys Pendant' })).toHaveAttribute('href', '/product/nordlys-pendant');
    await userEvent.click(screen.getByRole('button', { name: 'Merge' }));
    await waitFor(() => expect(posted).toEqual([`/api/admin/matches/${pair.id}/merge`]));
    expect(await screen.findByText('Nothing to check: every GTIN match so far agreed.')).toBeInTheDocument();
  });

  it('sends Keep apart', async () => {
    const posted: string[] = [];
    mockFetch((url, request) => {
      if (request.method === 'POST') {
        posted.push(url.pathname);
        return jsonResponse({ ...pair, status: 'apart' });
      }
      return jsonResponse([pair]);
    });
    renderWithProviders(<MatchesScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Keep apart' }));
    await waitFor(() => expect(posted).toEqual([`/api/admin/matches/${pair.id}/keep-apart`]));
  });
});
