import type { BrandDto, ProductFacets } from '@lumina/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCategory, makeProducts } from '@/testing/catalog-fixtures';
import { jsonResponse, mockFetch, renderApp } from '@/testing/test-utils';

const BRANDS: BrandDto[] = [
  { id: 'b1', name: 'Aurelia Smart', slug: 'aurelia-smart' },
  { id: 'b2', name: 'Voltix', slug: 'voltix' },
];
const CATEGORIES = [
  makeCategory({
    id: '7d1c6f1e-5b7a-4c33-9a2e-0c6d6f3b1a01',
    slug: 'pendant-lights',
    name: 'Pendant Lights',
  }),
  makeCategory({ id: '7d1c6f1e-5b7a-4c33-9a2e-0c6d6f3b1a02', slug: 'indoor', name: 'Indoor Lighting' }),
];
const FACETS: ProductFacets = {
  category: { [CATEGORIES[0]!.id]: 20, [CATEGORIES[1]!.id]: 30 },
  brand: { 'aurelia-smart': 12, voltix: 18 },
  bulbType: { GU10: 7, E27: 23 },
  ipRating: { IP20: 30 },
  finish: { brass: 9 },
  features: { smart: 4 },
  isDimmable: { true: 11, false: 19 },
};

/** A backend with `total` products for any term except 'nothing', 12 per page. */
function serveSearch(total = 30) {
  const all = makeProducts(total);
  return mockFetch((url) => {
    if (url.pathname === '/api/categories') return jsonResponse(CATEGORIES);
    if (url.pathname === '/api/brands') return jsonResponse(BRANDS);
    if (url.pathname === '/api/products') {
      if (url.searchParams.get('q') === 'nothing')
        return jsonResponse({ products: [], total: 0, facets: FACETS });
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      return jsonResponse({ products: all.slice((page - 1) * limit, page * limit), total, facets: FACETS });
    }
    return jsonResponse({ message: 'not found' }, { status: 404 });
  });
}

function productRequests(fetchMock: jest.Mock): URLSearchParams[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL((input as Request).url))
    .filter((url) => url.pathname === '/api/products')
    .map((url) => url.searchParams);
}

const searchBox = () => within(screen.getByTestId('search-form')).getByRole('searchbox');

describe('search page', () => {
  it('shows only the intro with the indoor, outdoor and smart tiles when there is no term', async () => {
    const fetchMock = serveSearch();
    renderApp({ route: '/search' });
    // The first render loads the route's chunk: allow a busy machine more than the default 1 s.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find the perfect light' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const tiles = within(screen.getByTestId('search-intro')).getAllByRole('link');
    expect(tiles.map((tile) => tile.getAttribute('href'))).toEqual([
      '/category/indoor',
      '/category/outdoor',
      '/category/smart',
    ]);
    expect(screen.queryByTestId('filter-sidebar')).not.toBeInTheDocument();
    expect(productRequests(fetchMock)).toEqual([]);
  });

  it('offers a Skip to results link first, past the filters, that moves focus to the results', async () => {
    serveSearch();
    const { location } = renderApp({ route: '/search?q=lamp' });
    await screen.findByTestId('filter-sidebar', {}, { timeout: 5000 });
    const skip = screen.getByRole('link', { name: 'Skip to results' });
    // Before every filter in the tab order.
    const firstFilter = within(screen.getByTestId('filter-sidebar')).getAllByRole('checkbox')[0]!;
    expect(skip.compareDocumentPosition(firstFilter) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(skip);
    const results = document.getElementById('results')!;
    expect(results).toHaveFocus();
    expect(within(results).getByTestId('search-count')).toBeInTheDocument();
    expect(location().search).toBe('?q=lamp');
  });

  describe('typing', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('updates the address 500 ms after the last key, not before', async () => {
      serveSearch();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { location } = renderApp({ route: '/search' });
      await screen.findByTestId('search-intro');
      await user.type(searchBox(), 'pend');
      act(() => jest.advanceTimersByTime(499));
      expect(location().search).toBe('');
      act(() => jest.advanceTimersByTime(1));
      expect(new URLSearchParams(location().search).get('q')).toBe('pend');
    });

    it('searches at once on submit with the trimmed term, and ignores a blank one', async () => {
      serveSearch();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { location } = renderApp({ route: '/search' });
      await screen.findByTestId('search-intro');
      await user.type(searchBox(), '   {Enter}');
      act(() => jest.advanceTimersByTime(1000));
      expect(location().search).toBe('');
      await user.type(searchBox(), '  brass lamp  {Enter}');
      expect(new URLSearchParams(location().search).get('q')).toBe('brass lamp');
    });
  });

  it('reads q from the address into the box and shows the count with the term, the sidebar with counts and the sort', async () => {
    const fetchMock = serveSearch(30);
    renderApp({ route: '/search?q=pendant' });
    expect(await screen.findByText('30 results for “pendant”')).toBeInTheDocument();
    expect(searchBox()).toHaveValue('pendant');
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(12));
    const bulbTypes = screen.getByTestId('filter-bulb-types');
    expect(within(bulbTypes).getByRole('checkbox', { name: 'GU10' }).closest('li')).toHaveTextContent(
      'GU10(7)',
    );
    expect(
      within(screen.getByTestId('filter-features')).getByRole('checkbox', { name: 'Dimmable' }).closest('li'),
    ).toHaveTextContent('(11)');
    expect(screen.getByTestId('sort-menu')).toHaveTextContent('Newest First');
    expect(productRequests(fetchMock)[0]?.toString()).toBe(
      'q=pendant&sortBy=createdAt&sortOrder=desc&page=1&limit=12',
    );
  });

  it('puts a ticked filter in the address and asks again from page 1, ORing two brands', async () => {
    const fetchMock = serveSearch(30);
    const user = userEvent.setup();
    const { location } = renderApp({ route: '/search?q=lamp' });
    await screen.findByText('30 results for “lamp”');
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(24));

    await user.click(
      within(screen.getByTestId('filter-brands')).getByRole('checkbox', { name: 'Aurelia Smart' }),
    );
    await user.click(within(screen.getByTestId('filter-brands')).getByRole('checkbox', { name: 'Voltix' }));
    await waitFor(() => expect(location().search).toBe('?q=lamp&brand=aurelia-smart&brand=voltix'));
    await waitFor(() =>
      expect(productRequests(fetchMock).at(-1)?.getAll('brand')).toEqual(['aurelia-smart', 'voltix']),
    );
    expect(productRequests(fetchMock).at(-1)?.get('page')).toBe('1');
  });

  it('maps Dimmable to isDimmable=true', async () => {
    const fetchMock = serveSearch();
    const user = userEvent.setup();
    const { location } = renderApp({ route: '/search?q=lamp' });
    await screen.findByText('30 results for “lamp”');
    await user.click(
      within(screen.getByTestId('filter-features')).getByRole('checkbox', { name: 'Dimmable' }),
    );
    await waitFor(() => expect(location().search).toBe('?q=lamp&isDimmable=true'));
    await waitFor(() => expect(productRequests(fetchMock).at(-1)?.get('isDimmable')).toBe('true'));
  });

  it('sorts with the dropdown and keeps the sort in the address', async () => {
    const fetchMock = serveSearch();
    const user = userEvent.setup();
    const { location } = renderApp({ route: '/search?q=lamp' });
    await screen.findByText('30 results for “lamp”');
    await waitFor(() => expect(screen.getByTestId('sort-menu')).toHaveAttribute('data-state', 'closed'));
    await user.click(screen.getByTestId('sort-menu'));
    const options = await screen.findAllByRole('menuitemradio');
    expect(options.map((option) => option.textContent)).toEqual([
      'Newest First',
      'Price: Low to High',
      'Price: High to Low',
      'Name: A to Z',
      'Most Popular',
    ]);
    await user.click(screen.getByRole('menuitemradio', { name: 'Price: Low to High' }));
    await waitFor(() => expect(location().search).toBe('?q=lamp&sortBy=price&sortOrder=asc'));
    await waitFor(() => expect(productRequests(fetchMock).at(-1)?.get('sortBy')).toBe('price'));
    expect(screen.getByTestId('sort-menu')).toHaveTextContent('Price: Low to High');
  });

  it("preselects the brand of a link's brand parameter", async () => {
    serveSearch();
    renderApp({ route: '/search?q=bulb&brand=aurelia-smart' });
    const brands = await screen.findByTestId('filter-brands');
    await waitFor(() =>
      expect(within(brands).getByRole('checkbox', { name: 'Aurelia Smart' })).toBeChecked(),
    );
    expect(within(brands).getByRole('checkbox', { name: 'Voltix' })).not.toBeChecked();
  });

  it("shows 'No results found' and clears the search", async () => {
    serveSearch();
    const user = userEvent.setup();
    const { location } = renderApp({ route: '/search?q=nothing&finish=brass' });
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeInTheDocument();
    expect(screen.getByText(/We couldn’t find any products matching “nothing”/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Search' }));
    await waitFor(() => expect(location().pathname + location().search).toBe('/search'));
    expect(await screen.findByTestId('search-intro')).toBeInTheDocument();
  });
});
