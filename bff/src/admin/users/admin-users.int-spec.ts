import type { AdminUserListItemDto, AuditPageDto, CreatedAdminUserDto } from '@lumina/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { suitePrefix } from '@lumina/platform/testing';
import { startBffApp } from '../../testing/bff-app';
import { signIn, signedInAs, type SignedIn } from '../../auth/testing/admin-sessions';

jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

describe('admin users and the audit log (through the real BFF, PostgreSQL and Redis)', () => {
  let app: NestFastifyApplication;
  let admin: SignedIn;

  beforeAll(async () => {
    app = await startBffApp(suitePrefix('admin-users'));
    admin = await signedInAs(app, 'admin');
  });
  afterAll(() => app?.close());

  const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
  const createUser = (headers: Record<string, string>, role = 'analyst') =>
    app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers,
      payload: { email: `New.${Math.random().toString(36).slice(2)}@Test.Lumina`, name: 'New Person', role },
    });
  const patch = (headers: Record<string, string>, id: string, payload: unknown) =>
    app.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, headers, payload: payload as object });

  it('creates a user with a one-time password that signs in; lists it', async () => {
    const created = await createUser(admin.headers, 'catalog_manager');
    expect(created.statusCode).toBe(201);
    const body = created.json<CreatedAdminUserDto>();
    expect(body.user).toMatchObject({ name: 'New Person', role: 'catalog_manager', disabled: false });
    expect(body.user.email).toBe(body.user.email.toLowerCase());
    expect(body.oneTimePassword.length).toBeGreaterThanOrEqual(20);
    await expect(signIn(app, body.user.email, body.oneTimePassword)).resolves.toMatchObject({ csrfToken: expect.any(String) });

    const list = await app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: admin.cookie } });
    expect(list.json<AdminUserListItemDto[]>().map((u) => u.id)).toContain(body.user.id);
  });

  it('refuses a duplicate address (409) and a bad role naming the field (400)', async () => {
    const first = (await createUser(admin.headers)).json<CreatedAdminUserDto>();
    const again = await app.inject({ method: 'POST', url: '/api/admin/users', headers: admin.headers, payload: { email: first.user.email, name: 'x', role: 'analyst' } });
    expect(again.statusCode).toBe(409);
    const badRole = await app.inject({ method: 'POST', url: '/api/admin/users', headers: admin.headers, payload: { email: 'a@b.lumina', name: 'x', role: 'owner' } });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json<{ message: string }>().message).toContain('role');
  });

  it('ends every session of a user whose role changes, at once', async () => {
    const user = await signedInAs(app, 'catalog_manager');
    const second = await signIn(app, user.user.email, user.password);
    const changed = await patch(admin.headers, user.user.id, { role: 'analyst' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<AdminUserListItemDto>().role).toBe('analyst');
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await me(second.cookie)).statusCode).toBe(401);
    const again = await signIn(app, user.user.email, user.password);
    expect((await me(again.cookie)).json<{ user: { role: string } }>().user.role).toBe('analyst');
  });

  it('ends the sessions of a disabled user, who can no longer sign in', async () => {
    const user = await signedInAs(app, 'analyst');
    expect((await patch(admin.headers, user.user.id, { disabled: true })).statusCode).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(401);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.user.email, password: user.password } });
    expect(login.statusCode).toBe(401);
  });

  it("resets another user's password: a one-time password shown once, their sessions end, the old password no longer signs in", async () => {
    const user = await signedInAs(app, 'catalog_manager');
    const reset = await app.inject({ method: 'POST', url: `/api/admin/users/${user.user.id}/password`, headers: admin.headers });
    expect(reset.statusCode).toBe(200);
    const { oneTimePassword } = reset.json<CreatedAdminUserDto>();
    expect(oneTimePassword.length).toBeGreaterThanOrEqual(20);
    expect((await me(user.cookie)).statusCode).toBe(401);
    await expect(signIn(app, user.user.email, user.password)).rejects.toThrow(/401/);
    const fresh = await signIn(app, user.user.email, oneTimePassword);
    expect((await me(fresh.cookie)).json<{ mustChangePassword: boolean }>().mustChangePassword).toBe(true);

    expect((await app.inject({ method: 'POST', url: `/api/admin/users/${admin.user.id}/password`, headers: admin.headers })).statusCode).toBe(409);
    expect((await app.inject({ method: 'POST', url: '/api/admin/users/00000000-0000-4000-8000-000000000000/password', headers: admin.headers })).statusCode).toBe(404);
    const manager = await signedInAs(app, 'catalog_manager');
    expect((await app.inject({ method: 'POST', url: `/api/admin/users/${user.user.id}/password`, headers: manager.headers })).statusCode).toBe(403);
  });

  it('does not let an admin disable themselves', async () => {
    expect((await patch(admin.headers, admin.user.id, { disabled: true })).statusCode).toBe(409);
  });

  it('follows the permission matrix: only admin reads and writes users; analyst and catalog manager get 403', async () => {
    for (const role of ['analyst', 'catalog_manager'] as const) {
      const user = await signedInAs(app, role);
      expect((await app.inject({ method: 'GET', url: '/api/admin/users', headers: { cookie: user.cookie } })).statusCode).toBe(403);
      expect((await createUser(user.headers)).statusCode).toBe(403);
      expect((await app.inject({ method: 'GET', url: '/api/admin/audit', headers: { cookie: user.cookie } })).statusCode).toBe(403);
    }
  });

  it('audits every admin write, newest first, with who, what, target and outcome', async () => {
    const created = (await createUser(admin.headers)).json<CreatedAdminUserDto>();
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await patch(admin.headers, missing, { role: 'admin' })).statusCode).toBe(404);

    const page = await app.inject({ method: 'GET', url: '/api/admin/audit?page=1&limit=2', headers: { cookie: admin.cookie } });
    expect(page.statusCode).toBe(200);
    const { entries, total } = page.json<AuditPageDto>();
    expect(total).toBeGreaterThanOrEqual(2);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ action: 'users.update', targetType: 'users', targetId: missing, outcome: 'failure', detail: '404', actor: { id: admin.user.id, email: admin.user.email } });
    expect(entries[1]).toMatchObject({ action: 'users.create', targetId: created.user.id, targetName: 'New Person', outcome: 'success', actor: { id: admin.user.id, name: admin.user.name } });
    expect(Date.parse(entries[0]!.at)).toBeGreaterThanOrEqual(Date.parse(entries[1]!.at));
  });

  it('names who acted and the target in words, also for sign-in, sign-out, password changes and resets', async () => {
    const newest = async (count: number) =>
      (await app.inject({ method: 'GET', url: `/api/admin/audit?limit=${count}`, headers: { cookie: admin.cookie } })).json<AuditPageDto>().entries;
    const person = await signedInAs(app, 'analyst');
    await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: person.user.email, password: 'not-the-password' } });
    await app.inject({ method: 'POST', url: '/api/auth/password', headers: person.headers, payload: { currentPassword: 'wrong-wrong-wrong', newPassword: 'another-long-password' } });
    const changed = await app.inject({
      method: 'POST', url: '/api/auth/password', headers: person.headers, payload: { currentPassword: person.password, newPassword: 'another-long-password' },
    });
    const renewed = { cookie: String(changed.headers['set-cookie']).split(';')[0]!, 'x-csrf-token': changed.json<{ csrfToken: string }>().csrfToken };
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: renewed })).statusCode).toBe(204);
    await patch(admin.headers, person.user.id, { role: 'catalog_manager' });
    await app.inject({ method: 'POST', url: `/api/admin/users/${person.user.id}/password`, headers: admin.headers });

    const who = { id: person.user.id, email: person.user.email, name: person.user.name };
    const byAdmin = { id: admin.user.id, email: admin.user.email, name: admin.user.name };
    // Other suites write to the same log meanwhile: this person's entries only.
    const read = (entries: AuditPageDto['entries']) =>
      entries
        .filter((entry) => entry.actor?.id === person.user.id || entry.targetId === person.user.id || entry.targetName === person.user.email)
        .map(({ actor, action, targetName, outcome, detail }) => ({ actor, action, targetName, outcome, detail }));
    expect(read(await newest(100)).reverse()).toEqual([
      { actor: who, action: 'auth.signIn', targetName: person.user.name, outcome: 'success', detail: null },
      { actor: null, action: 'auth.signIn', targetName: person.user.email, outcome: 'failure', detail: '401' },
      { actor: who, action: 'auth.changePassword', targetName: person.user.name, outcome: 'failure', detail: '400' },
      { actor: who, action: 'auth.changePassword', targetName: person.user.name, outcome: 'success', detail: null },
      { actor: who, action: 'auth.signOut', targetName: person.user.name, outcome: 'success', detail: null },
      { actor: byAdmin, action: 'users.update', targetName: person.user.name, outcome: 'success', detail: null },
      { actor: byAdmin, action: 'users.resetPassword', targetName: person.user.name, outcome: 'success', detail: null },
    ]);
    expect(JSON.stringify(await newest(100))).not.toContain('another-long-password');
  });
});
