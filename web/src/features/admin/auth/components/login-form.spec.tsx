import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_PASSWORD, installFakeAdminBackend } from '@/testing/fake-admin-backend';
import { jsonResponse, renderApp } from '@/testing/test-utils';

// The first render of an admin screen loads its lazy chunks: allow for a busy machine.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

async function signIn(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('admin sign-in', () => {
  it('sends an anonymous visitor of an admin page to the sign-in page, keeping the address', async () => {
    installFakeAdminBackend();
    const { location } = renderApp({ route: '/admin/products?page=2' });
    expect(await screen.findByRole('heading', { name: 'Sign in to Lumina Admin' })).toBeInTheDocument();
    expect(location().pathname).toBe('/admin/login');
    expect(new URLSearchParams(location().search).get('next')).toBe('/admin/products?page=2');
  });

  it('says so on a wrong password and stays on the page', async () => {
    const backend = installFakeAdminBackend();
    const { location } = renderApp({ route: '/admin/login' });
    await signIn('ada@lumina.test', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(location().pathname).toBe('/admin/login');
    expect(await backend.last('POST', '/api/auth/login')?.json()).toEqual({ email: 'ada@lumina.test', password: 'wrong' });
  });

  it('tells a locked-out admin how long to wait (429 with Retry-After)', async () => {
    const backend = installFakeAdminBackend();
    backend.override('POST', '/api/auth/login', () => jsonResponse({ message: 'Too many attempts' }, { status: 429, headers: { 'Retry-After': '600' } }));
    renderApp({ route: '/admin/login' });
    await signIn('ada@lumina.test', 'whatever');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many failed sign-in attempts. Try again in 10 minutes.');
  });

  it('returns to the page asked for once signed in, with the signed-in admin in the sidebar', async () => {
    installFakeAdminBackend();
    const { location } = renderApp({ route: '/admin/login?next=%2Fadmin%2Fcategories' });
    await signIn('ada@lumina.test', ADMIN_PASSWORD);
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeInTheDocument();
    expect(location().pathname).toBe('/admin/categories');
    expect(screen.getAllByTestId('admin-user')[0]).toHaveTextContent('ada@lumina.test');
  });

  it('never follows a next address outside the admin', async () => {
    installFakeAdminBackend();
    const { location } = renderApp({ route: '/admin/login?next=%2F%2Fevil.example%2Fadmin' });
    await signIn('ada@lumina.test', ADMIN_PASSWORD);
    await waitFor(() => expect(location().pathname).toBe('/admin/dashboard'));
  });
});
