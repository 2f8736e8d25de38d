import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_PASSWORD, adminUser, installFakeAdminBackend } from '@/testing/fake-admin-backend';
import { renderApp } from '@/testing/test-utils';

// The first render of an admin screen loads its lazy chunks: allow for a busy machine.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

describe('admin settings', () => {
  it('lists the users and the newest audit entries first, 20 a page, the page in the address', async () => {
    installFakeAdminBackend({ user: adminUser('admin') });
    const { location } = renderApp({ route: '/admin/settings' });
    await screen.findByRole('heading', { name: 'Users' }, { timeout: 5000 });
    await waitFor(() => expect(screen.getAllByTestId('admin-user-row')).toHaveLength(3));
    expect(screen.getAllByTestId('admin-user-row')[0]).toHaveTextContent('Ada Admin (you)');
    await waitFor(() => expect(screen.getAllByTestId('audit-row')).toHaveLength(20));
    expect(screen.getAllByTestId('audit-row')[0]).toHaveTextContent('Removed the product');
    expect(screen.getAllByTestId('audit-row')[1]).toHaveTextContent('Failed');
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Audit log pages' })).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByTestId('audit-row')).toHaveLength(5));
    expect(location().search).toBe('?auditPage=2');
    expect(screen.getByTestId('audit-page')).toHaveTextContent('Page 2 of 2');
  });

  it('creates a user and shows the one-time password once', async () => {
    const backend = installFakeAdminBackend({ user: adminUser('admin') });
    renderApp({ route: '/admin/settings' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Ana Lyst');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'ana@lumina.test');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'Analyst');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create User' }));
    const done = await screen.findByRole('dialog', { name: 'User created' });
    expect(within(done).getByTestId('one-time-password')).toHaveValue('otp-Secret-123');
    const sent = backend.last('POST', '/api/admin/users');
    expect(sent?.headers.get('x-csrf-token')).toBe('csrf-1');
    expect(await sent?.json()).toEqual({ email: 'ana@lumina.test', name: 'Ana Lyst', role: 'analyst' });
    await userEvent.click(within(done).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.getAllByTestId('admin-user-row')).toHaveLength(4));
    expect(screen.queryByText('otp-Secret-123')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add User' }));
    expect(await screen.findByRole('dialog', { name: 'Add User' })).toBeInTheDocument();
  });

  it('changes a role and disables a user, never the signed-in one', async () => {
    const backend = installFakeAdminBackend({ user: adminUser('admin') });
    renderApp({ route: '/admin/settings' });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Role of Test analyst' }), 'Catalog manager');
    await waitFor(async () => expect(await backend.last('PATCH', '/api/admin/users/user-analyst')?.clone().json()).toEqual({ role: 'catalog_manager' }));
    await userEvent.click(screen.getByRole('button', { name: 'Disable Test catalog_manager' }));
    await waitFor(() => expect(backend.users[1]?.disabled).toBe(true));
    expect(await screen.findByRole('button', { name: 'Enable Test catalog_manager' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role of Ada Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable Ada Admin' })).not.toBeInTheDocument();
  });

  it('reads each audit entry as words: who by name and address, what they did, the target by name', async () => {
    const backend = installFakeAdminBackend({ user: adminUser('admin') });
    backend.audit.splice(0, 2, {
      id: 'audit-sync',
      at: '2025-03-01T12:00:00.000Z',
      actor: { id: 'user-cm', email: 'cm@lumina.test', name: 'Cato Manager' },
      action: 'ingest.start',
      targetType: 'ingest',
      targetId: 'a0000000-0000-4000-8000-000000000001',
      targetName: 'Lampenwelt',
      outcome: 'success',
      detail: null,
    }, {
      id: 'audit-login',
      at: '2025-03-01T11:00:00.000Z',
      actor: null,
      action: 'auth.signIn',
      targetType: 'users',
      targetId: null,
      targetName: 'who@lumina.test',
      outcome: 'failure',
      detail: '401',
    });
    renderApp({ route: '/admin/settings' });
    await waitFor(() => expect(screen.getAllByTestId('audit-row')).toHaveLength(20));
    const [sync, login] = screen.getAllByTestId('audit-row');
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').slice(1, 4).map((cell) => cell.textContent);
    expect(cells(sync!)).toEqual(['Cato Managercm@lumina.test', 'Started a sync of', 'Lampenwelt']);
    expect(cells(login!)).toEqual(['Someone not signed in', 'Signed in', 'who@lumina.test']);
    expect(sync).not.toHaveTextContent('a0000000-0000-4000-8000-000000000001');
  });

  it("resets another user's password after saying what it does, and shows the new one-time password once", async () => {
    const backend = installFakeAdminBackend({ user: adminUser('admin') });
    renderApp({ route: '/admin/settings' });
    await userEvent.click(await screen.findByRole('button', { name: 'Reset the password of Test analyst' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the password of Test analyst' });
    expect(dialog).toHaveTextContent('Test analyst is signed out at once and gets a new one-time password');
    expect(backend.last('POST', '/api/admin/users/user-analyst/password')).toBeUndefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset Password' }));
    const done = await screen.findByRole('dialog', { name: 'Password reset' });
    expect(within(done).getByTestId('one-time-password')).toHaveValue('otp-Reset-456');
    expect(backend.last('POST', '/api/admin/users/user-analyst/password')?.headers.get('x-csrf-token')).toBe('csrf-1');
    await userEvent.click(within(done).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('otp-Reset-456')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset the password of Ada Admin' })).not.toBeInTheDocument();
  });

  it('lets an analyst change their own password but shows no users or audit log', async () => {
    const backend = installFakeAdminBackend({ user: adminUser('analyst') });
    renderApp({ route: '/admin/settings' });
    await screen.findByRole('heading', { name: 'Your password' });
    expect(screen.queryByRole('heading', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Audit log' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reset the password of/ })).not.toBeInTheDocument();
    expect(backend.requests.some((request) => new URL(request.url).pathname.startsWith('/api/admin/users'))).toBe(false);

    await userEvent.type(screen.getByLabelText('Current password'), 'wrong');
    await userEvent.type(screen.getByLabelText('New password'), 'a new long password');
    await userEvent.type(screen.getByLabelText('Repeat the new password'), 'a new long password');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is not correct.');

    await userEvent.clear(screen.getByLabelText('Current password'));
    await userEvent.type(screen.getByLabelText('Current password'), ADMIN_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
  });
});
