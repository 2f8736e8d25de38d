import type { ProductFacets } from '@lumina/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCategory, makeProducts } from '@/testing/catalog-fixtures';
import { jsonResponse, mockFetch, renderApp } from '@/testing/test-utils';

const category = makeCategory();
const FACETS: ProductFacets = {
  category: { [category.id]: 40 },
  brand: { voltix: 40 },
  bulbType: { E27: 25, GU10: 15 },
  ipRating: { IP20: 40 },
  finish: { brass: 10, black: 30 },
  features: {},
  isDimmable: { true: 12, false: 28 },
};

function serve() {
  return mockFetch((url) => {
    if (url.pathname === '/api/categories/pendant-lights') return jsonResponse(category);
    if (url.pathname === '/api/brands') return jsonResponse([{ id: 'b2', name: 'Voltix', slug: 'voltix' }]);
    if (url.pathname === '/api/products')
      return jsonResponse({ products: makeProducts(12), total: 40, facets: FACETS });
    return jsonResponse({ message: 'not found' }, { status: 404 });
  });
}

const listingRequests = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .map(([input]) => new URL((input as Request).url))
    .filter((url) => url.pathname === '/api/products');

describe('category page filters and sort', () => {
  it('asks for the filters and sort of the address, 12 per page, and leaves the category group out', async () => {
    const fetchMock = serve();
    renderApp({ route: '/category/pendant-lights?finish=brass&sortBy=price&sortOrder=desc' });
    const sidebar = await screen.findByTestId('filter-sidebar', {}, { timeout: 5000 });
    expect(within(sidebar).getByRole('checkbox', { name: 'Brass' })).toBeChecked();
    expect(within(sidebar).queryByTestId('filter-categories')).not.toBeInTheDocument();
    expect(screen.getByTestId('sort-menu')).toHaveTextContent('Price: High to Low');
    await waitFor(() => expect(listingRequests(fetchMock)).toHaveLength(1));
    expect(listingRequests(fetchMock)[0]?.search).toBe(
      `?category=${category.id}&finish=brass&sortBy=price&sortOrder=desc&page=1&limit=12`,
    );
  });

  it('shows facet counts and starts again at page 1 when a filter changes', async () => {
    const fetchMock = serve();
    const user = userEvent.setup();
    const { location } = renderApp({ route: '/category/pendant-lights' });
    const bulbTypes = await screen.findByTestId('filter-bulb-types', {}, { timeout: 5000 });
    await waitFor(() =>
      expect(within(bulbTypes).getByRole('checkbox', { name: 'GU10' }).closest('li')).toHaveTextContent(
        '(15)',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(listingRequests(fetchMock).at(-1)?.searchParams.get('page')).toBe('2'));
    await user.click(within(bulbTypes).getByRole('checkbox', { name: 'GU10' }));
    await waitFor(() => expect(location().search).toBe('?bulbType=GU10'));
    await waitFor(() =>
      expect(listingRequests(fetchMock).at(-1)?.search).toBe(
        `?category=${category.id}&bulbType=GU10&sortBy=createdAt&sortOrder=desc&page=1&limit=12`,
      ),
    );
  });
});
