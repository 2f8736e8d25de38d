import type { AdminRole, AdminUserDto } from '@lumina/contracts';
import { jsonResponse, mockFetch } from './test-utils';

/**
 * An in-memory stand-in for the BFF's admin calls (issue 9: sign-in, session, users, audit, the
 * admin product list and its writes), installed as the `global.fetch` mock. It records every
 * request so a test can check what the screen sent; `override(method, path, handler)` replaces one
 * answer. Only the network boundary is faked: the screens, RTK Query and the router are real.
 */

type Handler = (request: Request, url: URL) => Response | Promise<Response>;

export const ADMIN_PASSWORD = 'correct horse battery';

export function adminUser(role: AdminRole = 'admin'): AdminUserDto {
  return { id: `user-${role}`, email: `${role}@lumina.test`, name: role === 'admin' ? 'Ada Admin' : `Test ${role}`, role };
}

export interface FakeAdminBackend {
  /** Every request, in order. */
  requests: Request[];
  /** Signs in (or out, with undefined) as if a session cookie existed. */
  signIn(user: AdminUserDto | undefined): void;
  override(method: string, path: string | RegExp, handler: Handler): void;
  /** The last request to `path` (exact pathname) with `method`. */
  last(method: string, path: string): Request | undefined;
}

export function installFakeAdminBackend({ user }: { user?: AdminUserDto } = {}): FakeAdminBackend {
  let session: AdminUserDto | undefined = user;
  const overrides: Array<{ method: string; path: string | RegExp; handler: Handler }> = [];
  const requests: Request[] = [];

  const routes: Handler = async (request, url) => {
    const { pathname } = url;
    const method = request.method;
    if (method === 'GET' && pathname === '/api/auth/me')
      return session ? jsonResponse({ user: session, csrfToken: 'csrf-1' }) : jsonResponse({ message: 'Not signed in' }, { status: 401 });
    if (method === 'POST' && pathname === '/api/auth/login') {
      const body = (await request.json()) as { email: string; password: string };
      if (body.password !== ADMIN_PASSWORD) return jsonResponse({ message: 'Invalid email or password' }, { status: 401 });
      session = { ...adminUser('admin'), email: body.email };
      return jsonResponse({ user: session, csrfToken: 'csrf-1' });
    }
    if (method === 'POST' && pathname === '/api/auth/logout') {
      session = undefined;
      return new Response(null, { status: 204 });
    }
    if (method === 'GET' && pathname === '/api/categories') return jsonResponse([]);
    return jsonResponse({ message: `no fake for ${method} ${pathname}` }, { status: 404 });
  };

  mockFetch(async (url, request) => {
    requests.push(request.clone());
    const override = overrides.find(
      (entry) => entry.method === request.method && (typeof entry.path === 'string' ? entry.path === url.pathname : entry.path.test(url.pathname)),
    );
    return (override?.handler ?? routes)(request, url);
  });

  return {
    requests,
    signIn: (next) => {
      session = next;
    },
    override: (method, path, handler) => {
      overrides.unshift({ method, path, handler });
    },
    last: (method, path) => [...requests].reverse().find((request) => request.method === method && new URL(request.url).pathname === path),
  };
}
