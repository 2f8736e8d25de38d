import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeAdminBackend, ONE_TIME_PASSWORD } from '@/testing/fake-admin-backend';
import { jsonResponse, renderApp } from '@/testing/test-utils';

// The first render of an admin screen loads its lazy chunks: allow for a busy machine.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

async function signIn(password: string) {
  await userEvent.type(await screen.findByLabelText('Email'), 'new@lumina.test');
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('signing in with a one-time password', () => {
  it('shows only the change-password screen until it is changed, then the page asked for, with the new session', async () => {
    const backend = installFakeAdminBackend();
    const { location } = renderApp({ route: '/admin/login?next=%2Fadmin%2Fsettings' });
    await signIn(ONE_TIME_PASSWORD);
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your own password' })).toBeInTheDocument();
    expect(screen.queryByTestId('admin-sidebar')).not.toBeInTheDocument();
    expect(backend.requests.some((request) => new URL(request.url).pathname.startsWith('/api/admin/'))).toBe(false);

    await userEvent.type(screen.getByLabelText('Current password'), ONE_TIME_PASSWORD);
    await userEvent.type(screen.getByLabelText('New password'), 'my own long password');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'my own long password');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(location().pathname).toBe('/admin/settings');
    expect(screen.getAllByTestId('admin-sidebar').length).toBeGreaterThan(0);
    // The rotated session's CSRF token goes with the next write.
    await userEvent.click(await screen.findByRole('button', { name: 'Disable Test analyst' }));
    await waitFor(() => expect(backend.last('PATCH', '/api/admin/users/user-analyst')?.headers.get('x-csrf-token')).toBe('csrf-2'));
  });

  it('offers signing out instead', async () => {
    installFakeAdminBackend();
    const { location } = renderApp({ route: '/admin/login' });
    await signIn(ONE_TIME_PASSWORD);
    await screen.findByRole('heading', { level: 1, name: 'Choose your own password' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(location().pathname).toBe('/admin/login'));
    expect(await screen.findByRole('heading', { name: 'Sign in to Lumina Admin' })).toBeInTheDocument();
  });

  it('shows the screen when a call answers that the password must be changed first', async () => {
    const backend = installFakeAdminBackend({ user: { id: 'user-admin', email: 'admin@lumina.test', name: 'Ada Admin', role: 'admin' }, mustChangePassword: true });
    let asked = 0;
    // A session cached before the reset: the first answer does not say so, the API's 403 does.
    backend.override('GET', '/api/auth/me', () => {
      asked += 1;
      return jsonResponse({ user: { id: 'user-admin', email: 'admin@lumina.test', name: 'Ada Admin', role: 'admin' }, csrfToken: 'csrf-1', mustChangePassword: asked > 1 });
    });
    renderApp({ route: '/admin/settings' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your own password' })).toBeInTheDocument();
  });
});
