import type { IngestLogDto, MerchantDto } from '@lumina/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, installFakeAdminBackend } from '@/testing/fake-admin-backend';
import { jsonResponse, renderApp } from '@/testing/test-utils';

// The first render of an admin screen loads its lazy chunks: allow for a busy machine.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(30_000);

const merchant = (overrides: Partial<MerchantDto> = {}): MerchantDto => ({
  id: 'a0000000-0000-4000-8000-000000000001',
  name: 'Lampenwelt',
  description: 'Lamps from Germany',
  website: 'https://www.lampenwelt.example',
  affiliateNetwork: 'Awin',
  feedUrl: 'https://feeds.example/lampenwelt.csv',
  feedAuth: {},
  mappingConfig: {},
  defaultCurrency: 'EUR',
  feedLanguage: 'de',
  defaultShippingMinor: { DE: 495 },
  isActive: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  feedFormat: 'auto',
  syncIntervalHours: 6,
  syncPausedReason: null,
  commissionRate: null,
  earningsPerClick: null,
  subIdParam: 'clickref',
  ...overrides,
});

const log = (overrides: Partial<IngestLogDto> = {}): IngestLogDto => ({
  id: 'l1',
  merchantId: 'a0000000-0000-4000-8000-000000000001',
  status: 'completed',
  productsProcessed: 120,
  productsAdded: 100,
  productsUpdated: 20,
  startedAt: '2026-11-23T10:00:00.000Z',
  completedAt: '2026-11-23T10:00:42.000Z',
  ...overrides,
});

describe('admin merchants', () => {
  it("shows 'No Merchants Yet' and opens 'Add New Merchant'", async () => {
    const backend = installFakeAdminBackend({ user: adminUser('admin') });
    backend.override('GET', '/api/merchants', () => jsonResponse([]));
    backend.override('GET', '/api/ingest/logs', () => jsonResponse([]));
    renderApp({ route: '/admin/merchants' });
    expect(await screen.findByRole('heading', { name: 'No Merchants Yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Your First Merchant' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Merchant' })).toBeInTheDocument();
  });

  it("opens 'Add New Merchant' at once for ?new=1 (the dashboard's quick action)", async () => {
    const backend = installFakeAdminBackend({ user: adminUser('admin') });
    backend.override('GET', '/api/merchants', () => jsonResponse([merchant()]));
    backend.override('GET', '/api/ingest/logs', () => jsonResponse([]));
    renderApp({ route: '/admin/merchants?new=1' });
    expect(await screen.findByRole('dialog', { name: 'Add New Merchant' })).toBeInTheDocument();
  });

  it('shows each card with its last sync, and the sync table with duration or -', async () => {
    const backend = installFakeAdminBackend({ user: adminUser('admin') });
    backend.override('GET', '/api/merchants', () =>
      jsonResponse([merchant(), merchant({ id: 'm2', name: 'Casa Lux', isActive: false })]),
    );
    backend.override('GET', '/api/ingest/logs', () =>
      jsonResponse([log(), log({ id: 'l0', merchantId: 'gone', status: 'failed', completedAt: null })]),
    );
    renderApp({ route: '/admin/merchants' });
    const card = await screen.findByRole('article', { name: 'Lampenwelt' });
    expect(card).toHaveTextContent('Active');
    expect(card).toHaveTextContent('Awin');
    expect(card).toHaveTextContent('120 products processed');
    expect(screen.getByRole('article', { name: 'Casa Lux' })).toHaveTextContent('Inactive');
    const rows = screen.getAllByTestId('sync-row');
    expect(rows[0]).toHaveTextContent('Lampenwelt');
    expect(rows[0]).toHaveTextContent('120 (100 added, 20 updated)');
    expect(rows[0]).toHaveTextContent('42s');
    expect(rows[1]).toHaveTextContent('Unknown');
    expect(rows[1]).toHaveTextContent('-');
  });

  it("shows each card's newest log however old it is, and asks the server for a merchant's Sync History", async () => {
    const backend = installFakeAdminBackend({ user: adminUser('admin') });
    const other = 'b0000000-0000-4000-8000-000000000002';
    backend.override('GET', '/api/merchants', () =>
      jsonResponse([merchant(), merchant({ id: other, name: 'Casa Lux' })]),
    );
    // The 50 newest logs are all Casa Lux's; Lampenwelt's last run is older.
    const busyLogs = Array.from({ length: 50 }, (_, i) =>
      log({ id: `c${i}`, merchantId: other, productsProcessed: 7 }),
    );
    const lampenweltOld = log({
      id: 'old',
      startedAt: '2026-10-01T10:00:00.000Z',
      completedAt: '2026-10-01T10:00:09.000Z',
    });
    backend.override('GET', '/api/ingest/logs', (_request, url) => {
      if (url.searchParams.get('latestPerMerchant') === 'true')
        return jsonResponse([busyLogs[0], lampenweltOld]);
      if (url.searchParams.get('merchantId') === merchant().id) return jsonResponse([lampenweltOld]);
      return jsonResponse(busyLogs);
    });
    renderApp({ route: '/admin/merchants' });
    const card = await screen.findByRole('article', { name: 'Lampenwelt' });
    expect(card).toHaveTextContent('120 products processed');
    expect(screen.getAllByTestId('sync-row')).toHaveLength(10);
    expect(screen.getAllByTestId('sync-row')[0]).toHaveTextContent('Casa Lux');

    await userEvent.click(within(card).getByRole('button', { name: 'Actions for Lampenwelt' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Sync History' }));
    expect(await screen.findByRole('heading', { name: 'Sync history of Lampenwelt' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('sync-row')).toHaveLength(1));
    expect(screen.getByTestId('sync-row')).toHaveTextContent('Lampenwelt');
    expect(screen.getByTestId('sync-row')).toHaveTextContent('9s');
    const asked = backend.requests
      .map((request) => new URL(request.url))
      .filter((url) => url.pathname === '/api/ingest/logs');
    expect(asked.map((url) => url.search)).toEqual(
      expect.arrayContaining(['', `?merchantId=${merchant().id}`]),
    );
  });

  it('shows placeholder rows while the sync activity loads, not an empty table', async () => {
    const backend = installFakeAdminBackend({ user: adminUser('admin') });
    backend.override('GET', '/api/merchants', () => jsonResponse([merchant()]));
    backend.override('GET', '/api/ingest/logs', (_request, url) =>
      url.searchParams.has('latestPerMerchant') ? jsonResponse([]) : new Promise<Response>(() => undefined),
    );
    renderApp({ route: '/admin/merchants' });
    await screen.findByRole('article', { name: 'Lampenwelt' });
    expect(screen.getAllByTestId('sync-row-skeleton')).toHaveLength(3);
    expect(screen.queryByText('No syncs yet.')).not.toBeInTheDocument();
  });

  it("shows what a completed sync had to say on the merchant's card (a feed not modified, removal held)", async () => {
    const backend = installFakeAdminBackend({ user: adminUser('admin') });
    const said = 'Feed unchanged since the last sync (the server answered 304 Not Modified): not read again';
    backend.override('GET', '/api/merchants', () => jsonResponse([merchant()]));
    backend.override('GET', '/api/ingest/logs', () => jsonResponse([log({ message: said })]));
    renderApp({ route: '/admin/merchants' });
    const card = await screen.findByRole('article', { name: 'Lampenwelt' });
    expect(within(card).getByText(said)).toHaveClass('text-muted-foreground');
  });

  it('offers an analyst (merchants and ingest read only) the cards, analytics and history, and no action it may not take', async () => {
    const backend = installFakeAdminBackend({ user: adminUser('analyst') });
    backend.override('GET', '/api/merchants', () => jsonResponse([merchant()]));
    backend.override('GET', '/api/ingest/logs', () => jsonResponse([log()]));
    renderApp({ route: '/admin/merchants' });
    const card = await screen.findByRole('article', { name: 'Lampenwelt' });
    expect(card).toHaveTextContent('120 products processed');
    expect(within(card).queryByRole('button', { name: 'Sync' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Test' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Merchant' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Actions for Lampenwelt' }));
    expect(await screen.findByRole('menuitem', { name: 'View Analytics' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Sync History' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it("opens no Add dialog for an analyst who follows the dashboard's Add Merchant address", async () => {
    const backend = installFakeAdminBackend({ user: adminUser('analyst') });
    backend.override('GET', '/api/merchants', () => jsonResponse([merchant()]));
    backend.override('GET', '/api/ingest/logs', () => jsonResponse([log()]));
    renderApp({ route: '/admin/merchants?new=1' });
    await screen.findByRole('article', { name: 'Lampenwelt' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("refuses invalid JSON with the spec's toast and sends nothing", async () => {
    const backend = installFakeAdminBackend({ user: adminUser('admin') });
    backend.override('GET', '/api/merchants', () => jsonResponse([]));
    backend.override('GET', '/api/ingest/logs', () => jsonResponse([]));
    renderApp({ route: '/admin/merchants' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Merchant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Merchant' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Shop');
    await userEvent.type(within(dialog).getByLabelText('Field Mapping (JSON)'), 'not json');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Merchant' }));
    expect(await screen.findByText('Invalid JSON')).toBeInTheDocument();
    expect(
      screen.getByText('Please check your feed auth and mapping configuration JSON.'),
    ).toBeInTheDocument();
    expect(backend.last('POST', '/api/merchants')).toBeUndefined();
  });

  it('creates with empty JSON as {} and toasts success', async () => {
    const backend = installFakeAdminBackend({ user: adminUser('admin') });
    backend.override('GET', '/api/merchants', () => jsonResponse([]));
    backend.override('GET', '/api/ingest/logs', () => jsonResponse([]));
    backend.override('POST', '/api/merchants', () => jsonResponse(merchant(), { status: 201 }));
    renderApp({ route: '/admin/merchants' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Merchant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Merchant' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Shop');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Merchant' }));
    expect(await screen.findByText('Merchant has been created successfully.')).toBeInTheDocument();
    expect(await backend.last('POST', '/api/merchants')?.json()).toMatchObject({
      name: 'Shop',
      feedAuth: {},
      mappingConfig: {},
    });
  });

  it("reports a real Feed Test with the spec's texts", async () => {
    const backend = installFakeAdminBackend({ user: adminUser('admin') });
    backend.override('GET', '/api/merchants', () => jsonResponse([merchant()]));
    backend.override('GET', '/api/ingest/logs', () => jsonResponse([]));
    backend.override('POST', /\/api\/merchants\/.+\/test$/, () =>
      jsonResponse({ success: true, products: 125, categories: 8, rowsRead: 125, samples: [], errors: [] }),
    );
    renderApp({ route: '/admin/merchants' });
    const card = await screen.findByRole('article', { name: 'Lampenwelt' });
    await userEvent.click(within(card).getByRole('button', { name: 'Test' }));
    expect(await screen.findByText('Feed Test Successful')).toBeInTheDocument();
    expect(screen.getByText('Found 125 products in 8 categories.')).toBeInTheDocument();
    await waitFor(() => expect(backend.last('POST', `/api/merchants/${merchant().id}/test`)).toBeDefined());
  });
});
