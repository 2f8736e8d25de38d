import type { AdminRole, DashboardDto, IngestLogDto, SystemHealthDto } from '@lumina/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, FAKE_MERCHANTS, installFakeAdminBackend } from '@/testing/fake-admin-backend';
import { jsonResponse, renderApp } from '@/testing/test-utils';

// The first render of an admin screen loads its lazy chunks: allow for a busy machine.
configure({ asyncUtilTimeout: 5000 });

const DASHBOARD: DashboardDto = {
  totalProducts: 2400,
  activeMerchants: 6,
  totalClicks: 1234,
  revenueEstimate: 148.08,
  trends: { totalProducts: 12.5, activeMerchants: null, totalClicks: -4, revenueEstimate: 0 },
};

const HEALTH: SystemHealthDto = {
  database: { state: 'operational', latencyMs: 3 },
  apiServices: { state: 'degraded', up: 4, total: 5, down: ['clicks'] },
  dataIngestion: { state: 'operational', active: 1, waiting: 0, failed: 0 },
  checkedAt: new Date().toISOString(),
};

function log(id: number, status: IngestLogDto['status']): IngestLogDto {
  return {
    id: `log-${id}`,
    merchantId: FAKE_MERCHANTS[id % 2]!.id,
    status,
    productsProcessed: 10 * id,
    productsAdded: 0,
    productsUpdated: 0,
    startedAt: new Date(Date.now() - id * 60_000).toISOString(),
    completedAt: null,
  };
}

function dashboardBackend(role: AdminRole = 'catalog_manager') {
  const backend = installFakeAdminBackend({ user: adminUser(role) });
  backend.override('GET', '/api/admin/dashboard', () => jsonResponse(DASHBOARD));
  backend.override('GET', '/api/admin/system-health', () => jsonResponse(HEALTH));
  backend.override('GET', '/api/ingest/logs', () =>
    jsonResponse([log(1, 'completed'), log(2, 'running'), log(3, 'failed'), log(4, 'pending'), log(5, 'completed'), log(6, 'completed')]),
  );
  backend.override('GET', '/api/merchants', () => jsonResponse(FAKE_MERCHANTS.map((m) => ({ ...m, isActive: true }))));
  backend.override('POST', /^\/api\/ingest\/[^/]+$/, () => jsonResponse({ id: 'run' }, { status: 202 }));
  return backend;
}

describe('admin dashboard', () => {
  it('shows the four totals with their real trends, the latest 5 ingest logs and the real system health', async () => {
    dashboardBackend();
    renderApp({ route: '/admin/dashboard' });
    expect(await screen.findByTestId('stat-total-clicks-value')).toHaveTextContent('1,234');
    expect(screen.getByTestId('stat-total-products')).toHaveTextContent('+12.5% from last month');
    expect(screen.getByTestId('stat-active-merchants')).toHaveTextContent('New this month');
    expect(screen.getByTestId('stat-total-clicks')).toHaveTextContent('-4% from last month');
    expect(screen.getByTestId('stat-revenue-value')).toHaveTextContent('€148.08');

    const recent = screen.getByTestId('recent-ingest');
    await waitFor(() => expect(within(recent).getAllByRole('listitem')).toHaveLength(5));
    expect(within(recent).getByText('running').closest('[data-status]')).toHaveClass('bg-blue-100');
    expect(within(recent).getByText('failed').closest('[data-status]')).toHaveClass('bg-red-100');
    expect(within(recent).getByText('pending').closest('[data-status]')).toHaveClass('bg-gray-100');

    expect(await screen.findByTestId('health-services')).toHaveAttribute('data-state', 'degraded');
    expect(screen.getByTestId('health-services')).toHaveTextContent('4 of 5 up');
    expect(screen.getByRole('link', { name: 'Add Merchant' })).toHaveAttribute('href', '/admin/merchants?new=1');
    expect(screen.getByRole('link', { name: 'View Analytics' })).toHaveAttribute('href', '/admin/analytics');
  });

  it("'Sync Now' queues a sync of every active merchant", async () => {
    const backend = dashboardBackend();
    renderApp({ route: '/admin/dashboard' });
    await screen.findByTestId('stat-total-clicks-value');
    await userEvent.click(screen.getByRole('button', { name: 'Sync Now' }));
    expect(await screen.findByText('2 merchants queued for sync.')).toBeInTheDocument();
    const synced = backend.requests.filter((r) => r.method === 'POST' && new URL(r.url).pathname.startsWith('/api/ingest/'));
    expect(synced.map((r) => new URL(r.url).pathname).sort()).toEqual(FAKE_MERCHANTS.map((m) => `/api/ingest/${m.id}`).sort());
  });

  it('shows an analyst the figures and the way to read, and no Sync Now, Add Merchant or New Collection', async () => {
    const backend = dashboardBackend('analyst');
    renderApp({ route: '/admin/dashboard' });
    await screen.findByTestId('stat-total-clicks-value');
    await waitFor(() => expect(within(screen.getByTestId('recent-ingest')).getAllByRole('listitem')).toHaveLength(5));
    expect(screen.getByRole('link', { name: 'Manage Products' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Analytics' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sync Now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Merchant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Collection' })).not.toBeInTheDocument();
    expect(backend.requests.some((request) => request.method !== 'GET')).toBe(false);
  });
});
