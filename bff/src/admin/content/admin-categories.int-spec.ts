import type { AdminCategoryDto, AuditPageDto, CategoryDto } from '@lumina/contracts';
import { signedInAs, type SignedIn } from '../../auth/testing/admin-sessions';
import { startShopBff, type ShopBff } from '../../testing/shop-bff';

jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

/** `/api/admin/categories` through the BFF to the real catalog: the `content` permission, audit, HTTP statuses. */
describe('admin category routes', () => {
  let bff: ShopBff;
  let admin: SignedIn;
  let manager: SignedIn;
  let analyst: SignedIn;

  beforeAll(async () => {
    bff = await startShopBff('admin-categories', { cart: false });
    // One after another: sign-ins at once are rate limited.
    admin = await signedInAs(bff.app, 'admin');
    manager = await signedInAs(bff.app, 'catalog_manager');
    analyst = await signedInAs(bff.app, 'analyst');
  }, 180_000);
  afterAll(() => bff?.close(), 60_000);

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: SignedIn | null, payload?: object) =>
    bff.app.inject({ method, url, payload, headers: who ? who.headers : {} });
  const tree = async (): Promise<AdminCategoryDto[]> => (await inject('GET', '/api/admin/categories', analyst)).json();

  it('lets an analyst read the tree but not change it; anonymous callers get 401', async () => {
    const categories = await tree();
    expect(categories.map((c) => c.slug)).toContain('led-strips');
    expect((await inject('POST', '/api/admin/categories', analyst, { slug: 'nope', name: { en: 'Nope' } })).statusCode).toBe(403);
    expect((await inject('GET', '/api/admin/categories', null)).statusCode).toBe(401);
    expect((await tree()).map((c) => c.slug)).not.toContain('nope');
  });

  it('creates as a catalog manager, audited with the English name; the German shop reads the German name', async () => {
    const indoor = (await tree()).find((c) => c.slug === 'indoor') as AdminCategoryDto;
    const response = await inject('POST', '/api/admin/categories', manager, {
      slug: 'desk-lamps',
      parentId: indoor.id,
      name: { en: 'Desk lamps', de: 'Schreibtischleuchten' },
      lightSource: 'contains',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<AdminCategoryDto>();
    const shop = (await bff.app.inject({ method: 'GET', url: '/api/categories?language=de' })).json<CategoryDto[]>();
    expect(shop.find((c) => c.slug === 'desk-lamps')).toMatchObject({ name: 'Schreibtischleuchten', parentId: indoor.id });
    const { entries } = (await inject('GET', '/api/admin/audit?limit=20', admin)).json<AuditPageDto>();
    expect(entries.find((e) => e.targetId === created.id)).toMatchObject({ action: 'content.create', outcome: 'success', targetName: 'Desk lamps' });
  });

  it('answers 409 naming a clashing slug, 400 for a cycle or a bad field, 409 for a stale save', async () => {
    const categories = await tree();
    const clash = await inject('POST', '/api/admin/categories', admin, { slug: 'led-bulbs', name: { en: 'Bulbs' } });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().message).toContain("'LED Bulbs'");
    const [indoor, ceiling] = ['indoor', 'ceiling-lights'].map((slug) => categories.find((c) => c.slug === slug)) as [AdminCategoryDto, AdminCategoryDto];
    expect((await inject('POST', `/api/admin/categories/${indoor.id}/move`, admin, { parentId: ceiling.id, position: 0 })).statusCode).toBe(400);
    const bad = await inject('POST', '/api/admin/categories', admin, { slug: 'Bad Slug', name: { en: '' } });
    expect(bad.statusCode).toBe(400);
    const { id, productCount: _count, position: _position, emoji: _emoji, parentId: _parent, translatedAt: _t, updatedAt: _u, ...fields } = ceiling;
    const first = await inject('PUT', `/api/admin/categories/${id}`, admin, { ...fields, name: { en: 'Ceiling Lights', it: 'Plafoniere' } });
    expect(first.statusCode).toBe(200);
    const second = await inject('PUT', `/api/admin/categories/${id}`, manager, { ...fields, visible: false });
    expect(second.statusCode).toBe(409);
    expect(JSON.stringify(second.json())).toContain('name');
    expect((await tree()).find((c) => c.id === id)?.visible).toBe(true);
  });

  it('refuses to delete a category with products unless told where they go (409)', async () => {
    const spotlights = (await tree()).find((c) => c.slug === 'spotlights') as AdminCategoryDto;
    const refused = await inject('DELETE', `/api/admin/categories/${spotlights.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('products');
    expect((await tree()).some((c) => c.id === spotlights.id)).toBe(true);
  });
});
