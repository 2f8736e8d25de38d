import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminUser, installFakeAdminBackend } from '@/testing/fake-admin-backend';
import { renderApp } from '@/testing/test-utils';
import { activeNavHref } from './nav-items';

// The first render of an admin screen loads its lazy chunks: allow for a busy machine.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

function sidebar() {
  return within(screen.getByTestId('admin-sidebar'));
}

describe('admin shell', () => {
  it('lists the eight admin entries and View Site, in the spec’s order', async () => {
    installFakeAdminBackend({ user: adminUser('admin') });
    renderApp({ route: '/admin/guides' });
    await screen.findByRole('heading', { level: 1, name: 'Guides' });
    const links = sidebar()
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Lumina Admin', '/admin/dashboard'],
      ['Dashboard', '/admin/dashboard'],
      ['Products', '/admin/products'],
      ['Matches to check', '/admin/matches'],
      ['Merchants', '/admin/merchants'],
      ['Categories', '/admin/categories'],
      ['Collections', '/admin/collections'],
      ['Guides', '/admin/guides'],
      ['Analytics', '/admin/analytics'],
      ['Settings', '/admin/settings'],
      ['View Site', '/'],
    ]);
    expect(sidebar().getByRole('link', { name: 'Guides' })).toHaveAttribute('aria-current', 'page');
    expect(sidebar().getByRole('link', { name: 'Products' })).not.toHaveAttribute('aria-current');
  });

  it('highlights the entry whose address prefixes the page’s, /admin being the dashboard', () => {
    expect(activeNavHref('/admin')).toBe('/admin/dashboard');
    expect(activeNavHref('/admin/products')).toBe('/admin/products');
    expect(activeNavHref('/admin/products/123/edit')).toBe('/admin/products');
    expect(activeNavHref('/admin/productsx')).toBeUndefined();
    expect(activeNavHref('/admin/nothing')).toBeUndefined();
  });

  it('shows an admin page, not the shopper 404, for every sidebar entry without its screen yet and unknown admin addresses', async () => {
    installFakeAdminBackend({ user: adminUser('admin') });
    renderApp({ route: '/admin/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin page not found' })).toBeInTheDocument();
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
    await userEvent.click(sidebar().getByRole('link', { name: 'Collections' }));
    expect(await screen.findByText('Collection editing is not available yet')).toBeInTheDocument();
  });

  it('opens the menu as a drawer from the top bar on small screens and closes it on navigation', async () => {
    installFakeAdminBackend({ user: adminUser('admin') });
    const { location } = renderApp({ route: '/admin/dashboard' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog');
    await userEvent.click(within(drawer).getByRole('link', { name: 'Analytics' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location().pathname).toBe('/admin/analytics');
  });

  it('signs out from the footer and lands on the sign-in page', async () => {
    const backend = installFakeAdminBackend({ user: adminUser('analyst') });
    const { location } = renderApp({ route: '/admin/dashboard' });
    expect(await screen.findByText(/analyst@lumina\.test · Analyst/)).toBeInTheDocument();
    await userEvent.click(sidebar().getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(location().pathname).toBe('/admin/login'));
    expect(backend.last('POST', '/api/auth/logout')?.headers.get('x-csrf-token')).toBe('csrf-1');
  });

  it('sends an admin whose session ended elsewhere to sign-in at the next page, keeping its address', async () => {
    const backend = installFakeAdminBackend({ user: adminUser('admin') });
    const { location } = renderApp({ route: '/admin/categories' });
    await screen.findByRole('heading', { level: 1, name: 'Categories' });
    backend.signIn(undefined); // expired, or ended by a password change elsewhere
    window.history.replaceState(null, '', '/admin/guides');
    try {
      await userEvent.click(sidebar().getByRole('link', { name: 'Guides' }));
      await waitFor(() => expect(location().pathname).toBe('/admin/login'));
      expect(new URLSearchParams(location().search).get('next')).toBe('/admin/guides');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });
});
