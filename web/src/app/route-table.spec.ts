import { isAdminPath, isServerRenderedPath, matchRoute, routeTable } from './route-table';

describe('the route table', () => {
  it('renders catalogue pages and the 404 on the server and leaves the shopper-specific ones to the browser', () => {
    for (const path of ['/', '/category/lamps', '/product/x', '/collections', '/collections/', '/guides/x', '/no/such/page', '/adminx'])
      expect([path, isServerRenderedPath(path)]).toEqual([path, true]);
    for (const path of ['/cart', '/checkout', '/order-confirmation', '/search', '/products/x'])
      expect([path, isServerRenderedPath(path)]).toEqual([path, false]);
  });

  it('never renders an admin page on the server, known or not', () => {
    for (const path of ['/admin', '/admin/', '/admin/dashboard', '/admin/products', '/admin/login', '/admin/settings', '/admin/no/such'])
      expect([path, isServerRenderedPath(path), isAdminPath(path)]).toEqual([path, false, true]);
    expect(routeTable.filter((entry) => entry.area !== 'shop' && entry.serverRendered)).toEqual([]);
  });

  it('has a screen for every admin sidebar address and the login page', () => {
    const ids = ['/admin', '/admin/dashboard', '/admin/products', '/admin/merchants', '/admin/categories', '/admin/collections', '/admin/guides', '/admin/analytics', '/admin/settings', '/admin/login'].map(
      (path) => matchRoute(path)?.entry.id,
    );
    expect(ids).toEqual(['adminHome', 'adminDashboard', 'adminProducts', 'adminMerchants', 'adminCategories', 'adminCollections', 'adminGuides', 'adminAnalytics', 'adminSettings', 'adminLogin']);
    expect(matchRoute('/admin/unknown')?.entry.id).toBe('adminNotFound');
  });

  it('matches a path the way the router does, most specific first, with its params', () => {
    expect(matchRoute('/collections/warm')).toMatchObject({ entry: { id: 'collection' }, params: { slug: 'warm' } });
    expect(matchRoute('/product/lamp')?.entry.preloadApi?.('/product/lamp')).toBe('/api/products/lamp');
    expect(matchRoute('/guides/a/b')?.entry.id).toBe('notFound');
    // A malformed escape still matches (the screen shows its not-found state), without throwing.
    expect(matchRoute('/product/%E0%A4%A')?.entry.id).toBe('product');
  });
});
