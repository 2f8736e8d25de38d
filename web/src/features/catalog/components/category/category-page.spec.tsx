import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCategory, makeProducts, notFoundResponse, productList } from '@/testing/catalog-fixtures';
import { jsonResponse, mockFetch, renderApp } from '@/testing/test-utils';

const category = makeCategory();

/** Serves the category and `total` products, 12 per page. */
function serveListing(total: number) {
  const all = makeProducts(total);
  return mockFetch((url) => {
    if (url.pathname === '/api/categories/pendant-lights') return jsonResponse(category);
    if (url.pathname === '/api/products') {
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      return jsonResponse(productList(all.slice((page - 1) * limit, page * limit), total));
    }
    return notFoundResponse();
  });
}

function listingRequests(fetchMock: jest.Mock): URL[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL((input as Request).url))
    .filter((url) => url.pathname === '/api/products');
}

describe('category page', () => {
  it('shows the breadcrumb and the banner with name, description and image', async () => {
    serveListing(3);
    renderApp({ route: '/category/pendant-lights' });
    // The first render loads the route's chunk (with the search sidebar): allow a busy machine more than 1 s.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pendant Lights' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByText('Pendant Lights')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(category.description as string)).toBeInTheDocument();
    expect(screen.getByTestId('category-banner-image')).toHaveAttribute('src', category.imageUrl);
    await waitFor(() => expect(document.title).toBe('Pendant Lights | Lumina'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      category.description,
    );
  });

  it('shows 9 skeletons while the products load', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockFetch(async (url) => {
      if (url.pathname === '/api/categories/pendant-lights') return jsonResponse(category);
      if (url.pathname === '/api/brands') return jsonResponse([]);
      await gate;
      return jsonResponse(productList(makeProducts(2)));
    });
    renderApp({ route: '/category/pendant-lights' });
    await screen.findByRole('heading', { level: 1, name: 'Pendant Lights' });
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(9);
    release();
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(2));
    expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument();
  });

  it('asks for 12 products of the category, then appends the next page on Load More until all are shown', async () => {
    const fetchMock = serveListing(30);
    const user = userEvent.setup();
    renderApp({ route: '/category/pendant-lights' });

    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(12));
    const [first] = listingRequests(fetchMock);
    expect(first?.searchParams.get('category')).toBe(category.id);
    expect(first?.searchParams.get('limit')).toBe('12');
    expect(first?.searchParams.get('page')).toBe('1');
    expect(screen.getByTestId('listing-count')).toHaveTextContent('Showing 12 of 30 products');

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(24));
    expect(listingRequests(fetchMock).at(-1)?.searchParams.get('page')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(30));
    expect(listingRequests(fetchMock).at(-1)?.searchParams.get('page')).toBe('3');
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('has no Load More when the first page holds everything', async () => {
    serveListing(12);
    renderApp({ route: '/category/pendant-lights' });
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(12));
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it("shows 'No products found' with Clear Filters, which drops the query string", async () => {
    serveListing(0);
    const user = userEvent.setup();
    const { location } = renderApp({ route: '/category/pendant-lights?finish=brass' });
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(
      screen.getByText('No products match your current filters. Try adjusting your search criteria.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(location().pathname).toBe('/category/pendant-lights');
    expect(location().search).toBe('');
  });

  it("shows 'Category Not Found' for an unknown slug", async () => {
    mockFetch(() => notFoundResponse('Category not found'));
    renderApp({ route: '/category/no-such-thing' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Category Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested category could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Category Not Found | Lumina'));
  });

  it("shows 'Something went wrong' with Try Again when the category fails to load", async () => {
    mockFetch(() => new Response('', { status: 503, statusText: 'Service Unavailable' }));
    renderApp({ route: '/category/pendant-lights' });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
