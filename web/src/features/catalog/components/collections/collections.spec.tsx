import { screen, waitFor, within } from '@testing-library/react';
import { asCollection, makeCollection, makeProducts, notFoundResponse } from '@/testing/catalog-fixtures';
import { loadMessages } from '@/i18n/messages';
import { jsonResponse, mockFetch, renderApp } from '@/testing/test-utils';

const featured = makeCollection({ id: 'c1', name: 'Scandinavian Calm', slug: 'scandinavian-calm', isFeatured: true });
const other = makeCollection({ id: 'c2', name: 'Garden Glow', slug: 'garden-glow', isFeatured: false });

describe('collections page', () => {
  it("shows 'Curated Collections' with the featured section and every collection, linking to each", async () => {
    mockFetch((url) => {
      if (url.pathname === '/api/collections') return jsonResponse([featured, other].map(asCollection));
      if (url.pathname === '/api/collections/featured') return jsonResponse([asCollection(featured)]);
      return notFoundResponse();
    });
    renderApp({ route: '/collections' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Curated Collections' })).toBeInTheDocument();
    const featuredSection = await screen.findByTestId('featured-collections');
    expect(within(featuredSection).getByRole('link', { name: /Scandinavian Calm/ })).toHaveAttribute('href', '/collections/scandinavian-calm');
    expect(screen.getByRole('heading', { name: 'All Collections' })).toBeInTheDocument();
    expect(screen.getAllByTestId('collection-card')).toHaveLength(3);
    expect(screen.getAllByRole('link', { name: /Garden Glow/ })[0]).toHaveAttribute('href', '/collections/garden-glow');
    await waitFor(() => expect(document.title).toBe('Curated Collections | Lumina'));
  });

  it("shows Lumina's own collections in the shopper's language, and a collection an admin renamed as written", async () => {
    const brass = makeCollection({
      id: 'c3',
      slug: 'brass-and-glass',
      name: 'Brass & Glass',
      shortDescription: 'Warm metal and mouth-blown glass for a timeless glow.',
      description: null,
    });
    const renamed = makeCollection({ id: 'c4', slug: 'energy-savers', name: 'Sparfüchse', shortDescription: null, description: null });
    mockFetch((url) => {
      if (url.pathname === '/api/collections') return jsonResponse([brass, renamed].map(asCollection));
      if (url.pathname === '/api/collections/featured') return jsonResponse([]);
      return notFoundResponse();
    });
    renderApp({ route: '/collections', language: 'de', messages: await loadMessages('de') });
    const card = (await screen.findAllByTestId('collection-card')).find((element) => element.getAttribute('href') === '/collections/brass-and-glass')!;
    expect(card).toHaveTextContent('Messing & Glas');
    expect(card).toHaveTextContent('Warmes Metall und mundgeblasenes Glas für ein zeitloses Leuchten.');
    expect(screen.getByRole('link', { name: /Sparfüchse/ })).toBeInTheDocument();
  });

  it("shows 'No Collections Available' when there are none", async () => {
    mockFetch(() => jsonResponse([]));
    renderApp({ route: '/collections' });
    expect(await screen.findByRole('heading', { name: 'No Collections Available' })).toBeInTheDocument();
    expect(screen.getByText('Collections will appear here as they become available.')).toBeInTheDocument();
  });
});

describe('one collection', () => {
  it('shows the breadcrumb, banner and its products with a count', async () => {
    const products = makeProducts(3);
    mockFetch((url) =>
      url.pathname === '/api/collections/scandinavian-calm'
        ? jsonResponse({ ...featured, collectionProducts: products.map((product) => ({ product })) })
        : notFoundResponse(),
    );
    renderApp({ route: '/collections/scandinavian-calm' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Scandinavian Calm' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Collections' })).toHaveAttribute('href', '/collections');
    expect(within(crumbs).getByText('Scandinavian Calm')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByTestId('collection-count')).toHaveTextContent('3 products');
    expect(screen.getAllByTestId('product-card')).toHaveLength(3);
  });

  it("shows 'No Products Yet' for an empty collection", async () => {
    mockFetch(() => jsonResponse(featured));
    renderApp({ route: '/collections/scandinavian-calm' });
    expect(await screen.findByRole('heading', { name: 'No Products Yet' })).toBeInTheDocument();
    expect(screen.getByText("This collection doesn't have any products yet. Check back soon!")).toBeInTheDocument();
    expect(screen.getByTestId('collection-count')).toHaveTextContent('0 products');
  });

  it("shows 'Collection Not Found' with a link to all collections", async () => {
    mockFetch(() => notFoundResponse('Collection not found'));
    renderApp({ route: '/collections/nope' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Collection Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested collection could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Collections' })).toHaveAttribute('href', '/collections');
  });
});
