import { ADMIN_ROLES, roleHasPermission, type AdminRole, type Permission } from '@lumina/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { suitePrefix } from '@lumina/platform/testing';
import { startBffApp } from '../testing/bff-app';
import { registeredRoutes, type RegisteredRoute } from './testing/route-table';
import { signedInAs, type SignedIn } from './testing/admin-sessions';

jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

/**
 * Deny by default, checked on every route the BFF registers: a route not marked @Public() answers
 * an anonymous caller 401, and a signed-in user whose role lacks a permission it names 403. A route
 * added later without a marker shows up here as closed.
 */
describe('access to every registered route', () => {
  let app: NestFastifyApplication;
  let routes: RegisteredRoute[];
  const signedIn = new Map<AdminRole, SignedIn>();

  beforeAll(async () => {
    app = await startBffApp(suitePrefix('routes'));
    routes = registeredRoutes(app);
    for (const role of ADMIN_ROLES) signedIn.set(role, await signedInAs(app, role));
  });
  afterAll(() => app?.close());

  const send = (route: RegisteredRoute, headers: Record<string, string> = {}) =>
    app.inject({ method: route.method as 'GET', url: route.url, headers, ...(route.method === 'GET' ? {} : { payload: {} }) });

  it('finds the routes and the shopper API is among the public ones', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.find((r) => r.path === '/api/products' && r.method === 'GET')?.isPublic).toBe(true);
    expect(routes.find((r) => r.path === '/api/auth/me')?.isPublic).toBe(false);
  });

  it('answers an anonymous caller 401 on every non-public route', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => !r.isPublic)) {
      const response = await send(route);
      if (response.statusCode !== 401) wrong.push(`${route.method} ${route.path} → ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers a forged or expired session cookie 401 the same way', async () => {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => !r.isPublic)) {
      const response = await send(route, { cookie: `lumina_admin=${'x'.repeat(43)}` });
      if (response.statusCode !== 401) wrong.push(`${route.method} ${route.path} → ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps the shopper listing public but closes its admin query (search, merchant, status) to anonymous callers', async () => {
    for (const query of ['search=lamp', 'merchant=00000000-0000-4000-8000-000000000000', 'status=removed']) {
      const response = await app.inject({ method: 'GET', url: `/api/products?${query}` });
      expect(`${query} → ${response.statusCode}`).toBe(`${query} → 401`);
    }
  });

  it('answers 403 to a signed-in user whose role lacks a permission the route names', async () => {
    const wrong: string[] = [];
    /** Per role, the permissions it lacks whose routes the walk sent it to. */
    const refused = new Map<AdminRole, Set<Permission>>();
    for (const route of routes.filter((r) => r.permissions.length > 0)) {
      for (const role of ADMIN_ROLES) {
        const lacking = route.permissions.filter((p) => !roleHasPermission(role, p));
        if (lacking.length === 0) continue;
        for (const permission of lacking) refused.set(role, (refused.get(role) ?? new Set()).add(permission));
        const response = await send(route, signedIn.get(role)!.headers);
        if (response.statusCode !== 403) wrong.push(`${role}: ${route.method} ${route.path} → ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    // The walk reached the writes each role must be refused (a route table that lost its permission
    // marks would leave this empty and the loop above with nothing to check).
    const reached = Object.fromEntries([...refused].map(([role, permissions]) => [role, [...permissions]]));
    expect(reached).toEqual({
      catalog_manager: expect.arrayContaining(['users:read', 'users:write']),
      analyst: expect.arrayContaining(['products:write', 'merchants:write', 'ingest:write', 'users:read', 'users:write']),
    });
  });
});
