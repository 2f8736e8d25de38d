import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, installFakeAdminBackend, type FakeAdminBackend } from '@/testing/fake-admin-backend';
import { jsonResponse, renderApp } from '@/testing/test-utils';

// The first render of an admin screen loads its lazy chunks: allow for a busy machine.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

function titles(): string[] {
  return screen.getAllByTestId('product-title').map((cell) => cell.textContent ?? '');
}

function lastListQuery(backend: FakeAdminBackend): URLSearchParams {
  const request = [...backend.requests].reverse().find((entry) => new URL(entry.url).pathname === '/api/products');
  return new URL(request!.url).searchParams;
}

async function openRowMenu(title: string) {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${title}` }));
  return screen.findByRole('menu');
}

describe('admin products table', () => {
  it('lists the newest 20 with skeleton rows first, and pages through 45 products', async () => {
    const backend = installFakeAdminBackend({ user: adminUser('admin') });
    const { location } = renderApp({ route: '/admin/products' });
    expect((await screen.findAllByTestId('product-row-skeleton')).length).toBeGreaterThan(0);
    await screen.findAllByTestId('product-row');
    expect(titles()).toHaveLength(20);
    expect(titles()[0]).toBe('Pendant Lamp 45');
    expect(lastListQuery(backend).toString()).toBe('page=1&limit=20&sortBy=createdAt&sortOrder=desc&status=active');
    expect(screen.getByTestId('products-showing')).toHaveTextContent('Showing 1–20 of 45 products');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('products-page')).toHaveTextContent('Page 2 of 3'));
    expect(location().search).toBe('?page=2');
    await screen.findByText('Wall Lamp 25');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 41–45 of 45 products');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('filters by category, brand and merchant from their lists and sorts, each change back to page 1, all in the address', async () => {
    const backend = installFakeAdminBackend({ user: adminUser('admin') });
    const { location } = renderApp({ route: '/admin/products?page=2' });
    await screen.findAllByTestId('product-row');
    await userEvent.selectOptions(screen.getByLabelText('Brand'), 'Casa Luce');
    await waitFor(() => expect(location().search).toBe('?brand=casa-luce'));
    await waitFor(() => expect(screen.getByTestId('products-showing')).toHaveTextContent('of 15 products'));
    expect(titles().every((title) => title.startsWith('Wall'))).toBe(true);

    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Price: low to high');
    await waitFor(() => expect(titles()[0]).toBe('Wall Lamp 1'));
    expect(location().search).toBe('?brand=casa-luce&sortBy=price&sortOrder=asc');

    await userEvent.selectOptions(screen.getByLabelText('Merchant'), 'Lampenwelt');
    await screen.findByText('No Products Found');
    expect(screen.getByTestId('products-empty')).toHaveTextContent('No products match your search or filters.');
    expect(lastListQuery(backend).get('merchant')).toBe('a0000000-0000-4000-8000-000000000001');

    await userEvent.click(within(screen.getByTestId('products-empty')).getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(location().search).toBe('?sortBy=price&sortOrder=asc'));
    await waitFor(() => expect(screen.getByTestId('products-showing')).toHaveTextContent('of 45 products'));

    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Wall Lights');
    await waitFor(() => expect(lastListQuery(backend).get('category')).toBe('c0000000-0000-4000-8000-000000000002'));
  });

  it('searches 500 ms after the last keystroke, once, from page 1', async () => {
    jest.useFakeTimers();
    try {
      const backend = installFakeAdminBackend({ user: adminUser('admin') });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { location } = renderApp({ route: '/admin/products?page=3' });
      await screen.findAllByTestId('product-row');
      const before = backend.requests.length;
      await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'wall lamp 4');
      act(() => jest.advanceTimersByTime(499));
      expect(location().search).toBe('?page=3');
      act(() => jest.advanceTimersByTime(1));
      expect(location().search).toBe('?search=wall+lamp+4');
      await screen.findByText('Wall Lamp 43');
      const searches = backend.requests.slice(before).filter((request) => new URL(request.url).searchParams.has('search'));
      expect(searches).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('says so when nothing exists at all, without Clear Filters', async () => {
    const backend = installFakeAdminBackend({ user: adminUser('admin') });
    backend.override('GET', '/api/products', () => jsonResponse({ products: [], total: 0 }));
    renderApp({ route: '/admin/products' });
    const empty = await screen.findByTestId('products-empty');
    expect(empty).toHaveTextContent('No Products Found');
    expect(empty).toHaveTextContent('The catalogue has no products yet.');
    expect(within(empty).queryByRole('button', { name: 'Clear Filters' })).not.toBeInTheDocument();
  });

  it('edits a product through the row menu, sending the fields with the csrf token, and shows the server’s refusal', async () => {
    const backend = installFakeAdminBackend({ user: adminUser('catalog_manager') });
    renderApp({ route: '/admin/products' });
    await screen.findAllByTestId('product-row');
    await userEvent.click(within(await openRowMenu('Pendant Lamp 45')).getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    const title = await within(dialog).findByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Renamed Lamp');
    await userEvent.clear(within(dialog).getByLabelText('Price (EUR)'));
    await userEvent.type(within(dialog).getByLabelText('Price (EUR)'), 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByText('Enter a price of 0 or more, with at most two decimals.')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Price (EUR)'));
    await userEvent.type(within(dialog).getByLabelText('Price (EUR)'), '19,5');
    backend.override('PUT', /^\/api\/admin\/products\//, () => jsonResponse({ message: 'title must be at most 200 characters' }, { status: 400 }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The product was not saved: title must be at most 200 characters');
    const sent = backend.last('PUT', '/api/admin/products/00000000-0000-4000-8000-000000000045')!;
    expect(sent.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(await sent.json()).toEqual({
      title: 'Renamed Lamp',
      price: '19.50',
      originalPrice: null,
      isInStock: true,
      shortDescription: 'A warm brass pendant.',
      longDescription: '<p>Long <strong>description</strong>.</p>',
      badges: [],
      featured: false,
    });
  });

  it('offers every badge of the catalogue in the edit form, not only those on the page, and sends the chosen ids', async () => {
    const backend = installFakeAdminBackend({ user: adminUser('admin') });
    renderApp({ route: '/admin/products' });
    await screen.findAllByTestId('product-row');
    await userEvent.click(within(await openRowMenu('Pendant Lamp 45')).getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    const eco = await within(dialog).findByRole('checkbox', { name: 'Eco Choice' });
    expect(within(dialog).getByRole('checkbox', { name: 'Bestseller' })).not.toBeChecked();
    await userEvent.click(eco);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(backend.last('PUT', '/api/admin/products/00000000-0000-4000-8000-000000000045')).toBeDefined());
    const sent = (await backend.last('PUT', '/api/admin/products/00000000-0000-4000-8000-000000000045')!.json()) as { badges: string[] };
    expect(sent.badges).toEqual(['c0000000-0000-4000-8000-000000000002']);
  });

  it('saves an edit and shows it in the table', async () => {
    installFakeAdminBackend({ user: adminUser('admin') });
    renderApp({ route: '/admin/products' });
    await screen.findAllByTestId('product-row');
    await userEvent.click(within(await openRowMenu('Pendant Lamp 45')).getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    const title = await within(dialog).findByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Renamed Lamp');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(titles()[0]).toBe('Renamed Lamp'));
    expect(await screen.findByText('Product saved')).toBeInTheDocument();
  });

  it('deletes after a confirmation, then lists it under Removed with Restore', async () => {
    const backend = installFakeAdminBackend({ user: adminUser('admin') });
    const { location } = renderApp({ route: '/admin/products' });
    await screen.findAllByTestId('product-row');
    await userEvent.click(within(await openRowMenu('Pendant Lamp 45')).getByRole('menuitem', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this product?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Product' }));
    await waitFor(() => expect(titles()).not.toContain('Pendant Lamp 45'));
    expect(backend.removed.map((product) => product.title)).toEqual(['Pendant Lamp 45']);

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Removed');
    await waitFor(() => expect(location().search).toBe('?status=removed'));
    await waitFor(() => expect(titles()).toEqual(['Pendant Lamp 45']));
    const menu = await openRowMenu('Pendant Lamp 45');
    expect(within(menu).queryByRole('menuitem', { name: 'View on Site' })).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Restore' }));
    await screen.findByText('No Products Found');
    expect(backend.removed).toEqual([]);
  });

  it('views a product in a side panel and links to it on the site in a new tab', async () => {
    installFakeAdminBackend({ user: adminUser('analyst') });
    renderApp({ route: '/admin/products' });
    await screen.findAllByTestId('product-row');
    const menu = await openRowMenu('Pendant Lamp 44');
    const onSite = within(menu).getByRole('menuitem', { name: 'View on Site' });
    expect(onSite).toHaveAttribute('href', '/product/lamp-44');
    expect(onSite).toHaveAttribute('target', '_blank');
    expect(onSite).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'View' }));
    const panel = await screen.findByRole('dialog', { name: 'Pendant Lamp 44' });
    expect(await within(panel).findByText('SKU-44')).toBeInTheDocument();
  });

  it('gives an analyst no Add, Import, Edit or Delete', async () => {
    installFakeAdminBackend({ user: adminUser('analyst') });
    renderApp({ route: '/admin/products' });
    await screen.findAllByTestId('product-row');
    expect(screen.queryByRole('button', { name: 'Add Product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
    const menu = await openRowMenu('Pendant Lamp 45');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View', 'View on Site']);
  });

  it('sends an admin whose session ended to sign-in, keeping the table’s address', async () => {
    const backend = installFakeAdminBackend({ user: adminUser('admin') });
    backend.override('GET', '/api/products', () => jsonResponse({ message: 'Not signed in' }, { status: 401 }));
    window.history.replaceState(null, '', '/admin/products?brand=nordlys');
    try {
      const { location } = renderApp({ route: '/admin/products?brand=nordlys' });
      await waitFor(() => expect(location().pathname).toBe('/admin/login'));
      expect(new URLSearchParams(location().search).get('next')).toBe('/admin/products?brand=nordlys');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
