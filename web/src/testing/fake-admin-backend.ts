import type { AdminRole, AdminUserDto, AdminUserListItemDto, AuditEntryDto, ProductDto } from '@lumina/contracts';
import { makeCategory, makeProduct } from './catalog-fixtures';
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

export const FAKE_CATEGORIES = [makeCategory({ id: 'c0000000-0000-4000-8000-000000000001', name: 'Pendant Lights', slug: 'pendant-lights' }), makeCategory({ id: 'c0000000-0000-4000-8000-000000000002', name: 'Wall Lights', slug: 'wall-lights' })];
export const FAKE_BRANDS = [
  { id: 'b1', name: 'Nordlys Design', slug: 'nordlys' },
  { id: 'b2', name: 'Casa Luce', slug: 'casa-luce' },
];
export const FAKE_BADGES = [
  { id: 'c0000000-0000-4000-8000-000000000001', name: 'Bestseller', color: '#f59e0b' },
  { id: 'c0000000-0000-4000-8000-000000000002', name: 'Eco Choice', color: '#16a34a' },
];
export const FAKE_MERCHANTS = [
  { id: 'a0000000-0000-4000-8000-000000000001', name: 'Lampenwelt' },
  { id: 'a0000000-0000-4000-8000-000000000002', name: 'Casa Lux' },
];

/** 45 products: every third a wall light by Casa Luce from Casa Lux, prices 10, 20, … 450, newest last. */
export function fakeAdminProducts(): ProductDto[] {
  return Array.from({ length: 45 }, (_, index) => {
    const wall = index % 3 === 0;
    const category = FAKE_CATEGORIES[wall ? 1 : 0]!;
    const brand = FAKE_BRANDS[wall ? 1 : 0]!;
    const merchant = FAKE_MERCHANTS[wall ? 1 : 0]!;
    return makeProduct({
      id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      slug: `lamp-${index + 1}`,
      title: `${wall ? 'Wall' : 'Pendant'} Lamp ${index + 1}`,
      sku: `SKU-${index + 1}`,
      price: `${(index + 1) * 10}.00`,
      category: { id: category.id, name: category.name, slug: category.slug },
      brand: { name: brand.name },
      brandId: brand.id,
      merchant: { name: merchant.name },
      merchantId: merchant.id,
      createdAt: new Date(Date.UTC(2025, 0, 1 + index)).toISOString(),
    });
  });
}

/** The admin list as the API answers it: filters, search in the title, sort, pages. */
function listProducts(all: ProductDto[], url: URL): { products: ProductDto[]; total: number } {
  const q = url.searchParams;
  const term = q.get('search')?.toLowerCase();
  const brand = FAKE_BRANDS.find((entry) => entry.slug === q.get('brand') || entry.id === q.get('brand'));
  let list = all.filter(
    (product) =>
      (!term || product.title.toLowerCase().includes(term)) &&
      (!q.get('category') || product.category?.id === q.get('category')) &&
      (!q.get('brand') || product.brandId === brand?.id) &&
      (!q.get('merchant') || product.merchantId === q.get('merchant')),
  );
  const field = q.get('sortBy') === 'price' ? 'price' : 'createdAt';
  const direction = q.get('sortOrder') === 'asc' ? 1 : -1;
  list = [...list].sort((a, b) => direction * (field === 'price' ? Number(a.price) - Number(b.price) : a.createdAt.localeCompare(b.createdAt)));
  const limit = Number(q.get('limit') ?? 12);
  const page = Number(q.get('page') ?? 1);
  return { products: list.slice((page - 1) * limit, page * limit), total: list.length };
}

export interface FakeAdminBackend {
  /** Every request, in order. */
  requests: Request[];
  /** Signs in (or out, with undefined) as if a session cookie existed. */
  signIn(user: AdminUserDto | undefined): void;
  override(method: string, path: string | RegExp, handler: Handler): void;
  users: AdminUserListItemDto[];
  audit: AuditEntryDto[];
  /** The catalogue's products and the removed ones (the writes change them). */
  products: ProductDto[];
  removed: ProductDto[];
  /** The last request to `path` (exact pathname) with `method`. */
  last(method: string, path: string): Request | undefined;
}

/** What an admin-created account signs in with first; signing in with it leads to changing it. */
export const ONE_TIME_PASSWORD = 'otp-Secret-123';

export function installFakeAdminBackend({ user, mustChangePassword = false }: { user?: AdminUserDto; mustChangePassword?: boolean } = {}): FakeAdminBackend {
  let session: AdminUserDto | undefined = user;
  let pendingChange = mustChangePassword;
  let csrfToken = 'csrf-1';
  const sessionBody = () => ({ user: session, csrfToken, mustChangePassword: pendingChange });
  const overrides: Array<{ method: string; path: string | RegExp; handler: Handler }> = [];
  const requests: Request[] = [];
  const products = fakeAdminProducts();
  const removed: ProductDto[] = [];
  const users: AdminUserListItemDto[] = (['admin', 'catalog_manager', 'analyst'] as const).map((role, index) => ({
    ...adminUser(role),
    disabled: false,
    createdAt: new Date(Date.UTC(2025, 0, 1 + index)).toISOString(),
  }));
  // 25 entries, newest first, as the API orders them.
  const audit: AuditEntryDto[] = Array.from({ length: 25 }, (_, index) => ({
    id: `audit-${25 - index}`,
    at: new Date(Date.UTC(2025, 1, 25 - index, 12)).toISOString(),
    actor: { id: 'user-admin', email: 'admin@lumina.test', name: 'Ada Admin' },
    action: index === 0 ? 'products.remove' : 'products.update',
    targetType: 'products',
    targetId: `p-${25 - index}`,
    targetName: `Lamp ${25 - index}`,
    outcome: index === 1 ? 'failure' : 'success',
    detail: index === 1 ? '400' : null,
  }));
  const find = (id: string) => products.find((product) => product.id === id) ?? removed.find((product) => product.id === id);

  const routes: Handler = async (request, url) => {
    const { pathname } = url;
    const method = request.method;
    if (method === 'GET' && pathname === '/api/auth/me')
      return session ? jsonResponse(sessionBody()) : jsonResponse({ message: 'Not signed in' }, { status: 401 });
    if (method === 'POST' && pathname === '/api/auth/login') {
      const body = (await request.json()) as { email: string; password: string };
      if (body.password !== ADMIN_PASSWORD && body.password !== ONE_TIME_PASSWORD) return jsonResponse({ message: 'Invalid email or password' }, { status: 401 });
      session = { ...adminUser('admin'), email: body.email };
      pendingChange = body.password === ONE_TIME_PASSWORD;
      return jsonResponse(sessionBody());
    }
    // As the BFF: a one-time password may only be changed, or the session ended, or asked about.
    if (session && pendingChange && !pathname.startsWith('/api/auth/') && pathname.startsWith('/api/admin'))
      return jsonResponse({ statusCode: 403, code: 'AUTH.PASSWORD_CHANGE_REQUIRED', message: 'Change your one-time password before anything else' }, { status: 403 });
    if (method === 'POST' && pathname === '/api/auth/logout') {
      session = undefined;
      return new Response(null, { status: 204 });
    }
    if (method === 'POST' && pathname === '/api/auth/password') {
      const body = (await request.json()) as { currentPassword: string; newPassword: string };
      if (body.currentPassword !== (pendingChange ? ONE_TIME_PASSWORD : ADMIN_PASSWORD)) return jsonResponse({ message: 'currentPassword: wrong password' }, { status: 400 });
      // The session id rotates: a new CSRF token comes with it.
      pendingChange = false;
      csrfToken = 'csrf-2';
      return jsonResponse(sessionBody());
    }
    if (method === 'GET' && pathname === '/api/admin/users') return jsonResponse(users);
    if (method === 'POST' && pathname === '/api/admin/users') {
      const body = (await request.json()) as { email: string; name: string; role: AdminRole };
      if (users.some((user) => user.email === body.email)) return jsonResponse({ message: 'email is already in use' }, { status: 409 });
      const user = { id: `user-${users.length + 1}`, ...body, disabled: false, createdAt: new Date().toISOString() };
      users.push(user);
      return jsonResponse({ user, oneTimePassword: ONE_TIME_PASSWORD }, { status: 201 });
    }
    const resetMatch = /^\/api\/admin\/users\/([^/]+)\/password$/.exec(pathname);
    if (method === 'POST' && resetMatch) {
      const user = users.find((entry) => entry.id === resetMatch[1]);
      if (!user) return jsonResponse({ message: 'User not found' }, { status: 404 });
      return jsonResponse({ user, oneTimePassword: 'otp-Reset-456' });
    }
    const userMatch = /^\/api\/admin\/users\/([^/]+)$/.exec(pathname);
    if (method === 'PATCH' && userMatch) {
      const user = users.find((entry) => entry.id === userMatch[1]);
      if (!user) return jsonResponse({ message: 'User not found' }, { status: 404 });
      Object.assign(user, await request.json());
      return jsonResponse(user);
    }
    if (method === 'GET' && pathname === '/api/admin/audit') {
      const page = Number(url.searchParams.get('page') ?? 1);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      return jsonResponse({ entries: audit.slice((page - 1) * limit, page * limit), total: audit.length });
    }
    if (method === 'GET' && pathname === '/api/categories') return jsonResponse(FAKE_CATEGORIES);
    if (method === 'GET' && pathname === '/api/brands') return jsonResponse(FAKE_BRANDS);
    if (method === 'GET' && pathname === '/api/admin/badges') return jsonResponse(FAKE_BADGES);
    if (method === 'GET' && pathname === '/api/merchants') return jsonResponse(FAKE_MERCHANTS);
    if (method === 'GET' && pathname === '/api/products') return jsonResponse(listProducts(url.searchParams.get('status') === 'removed' ? removed : products, url));
    const admin = /^\/api\/admin\/products\/([^/]+)(\/restore)?$/.exec(pathname);
    const product = admin ? find(decodeURIComponent(admin[1]!)) : undefined;
    if (admin && !product) return jsonResponse({ message: 'Product not found' }, { status: 404 });
    if (admin && product) {
      if (method === 'GET' && !admin[2]) return jsonResponse({ ...product, isFeatured: false, removedAt: removed.includes(product) ? '2025-03-01T00:00:00.000Z' : null });
      if (method === 'PUT') {
        const body = (await request.json()) as Partial<ProductDto>;
        Object.assign(product, { title: body.title, price: body.price, originalPrice: body.originalPrice, isInStock: body.isInStock });
        return jsonResponse(product);
      }
      if (method === 'DELETE') {
        products.splice(products.indexOf(product), 1);
        removed.push(product);
        return new Response(null, { status: 204 });
      }
      if (method === 'POST' && admin[2]) {
        removed.splice(removed.indexOf(product), 1);
        products.push(product);
        return jsonResponse(product);
      }
    }
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
    users,
    audit,
    products,
    removed,
    override: (method, path, handler) => {
      overrides.unshift({ method, path, handler });
    },
    last: (method, path) => [...requests].reverse().find((request) => request.method === method && new URL(request.url).pathname === path),
  };
}
