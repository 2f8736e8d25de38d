import { screen, waitFor, within } from '@testing-library/react';
import { loadMessages } from '@/i18n/messages';
import { makeGuide, notFoundResponse } from '@/testing/catalog-fixtures';
import { jsonResponse, mockFetch, renderApp } from '@/testing/test-utils';

function requestedUrls(fetchMock: jest.Mock): URL[] {
  return fetchMock.mock.calls.map(([input]) => new URL((input as Request).url));
}

describe('guides page', () => {
  it('lists the guides of the current language as cards', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse([makeGuide(), makeGuide({ id: 'g2', slug: 'garden-lighting', title: 'Garden lighting', readingTime: null, description: null, excerpt: 'Paths and patios.' })]),
    );
    renderApp({ route: '/guides', language: 'fr', messages: await loadMessages('fr') });
    const cards = await screen.findAllByTestId('guide-card');
    expect(cards).toHaveLength(2);
    const [first, second] = cards as [HTMLElement, HTMLElement];
    expect(within(first).getByTestId('guide-badge')).toHaveTextContent('6 min');
    expect(within(first).getByRole('link', { name: 'Colour temperature explained' })).toHaveAttribute('href', '/guides/colour-temperature-explained');
    expect(within(first).getByText('Warm, neutral or cool: choose the right white.')).toBeInTheDocument();
    expect(within(first).getByText('15 mars 2024')).toBeInTheDocument();
    expect(within(second).getByTestId('guide-badge')).toHaveTextContent('Guide');
    expect(within(second).getByText('Paths and patios.')).toBeInTheDocument();

    const request = requestedUrls(fetchMock).find((url) => url.pathname === '/api/guides');
    expect(request?.searchParams.get('language')).toBe('fr');
  });

  it("has 'Read Guide' links and the newsletter call to action to /#newsletter", async () => {
    mockFetch(() => jsonResponse([makeGuide()]));
    renderApp({ route: '/guides' });
    expect(await screen.findByRole('link', { name: /Read Guide/ })).toHaveAttribute('href', '/guides/colour-temperature-explained');
    expect(within(screen.getByTestId('guides-newsletter-cta')).getByRole('link')).toHaveAttribute('href', '/#newsletter');
    await waitFor(() => expect(document.title).toBe('Lighting Guides | Lumina'));
  });

  it("shows 'No Guides Available' when there are none", async () => {
    mockFetch(() => jsonResponse([]));
    renderApp({ route: '/guides' });
    expect(await screen.findByRole('heading', { name: 'No Guides Available' })).toBeInTheDocument();
    expect(screen.getByText('Lighting guides will appear here as they become available.')).toBeInTheDocument();
  });
});

describe('one guide', () => {
  it('shows breadcrumb, title, author, date, reading time, excerpt, hero image and content', async () => {
    const fetchMock = mockFetch(() => jsonResponse(makeGuide()));
    renderApp({ route: '/guides/colour-temperature-explained' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Colour temperature explained' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/guides');
    const meta = screen.getByTestId('guide-meta');
    expect(meta).toHaveTextContent('By Marta Lind');
    expect(meta).toHaveTextContent('March 15, 2024');
    expect(meta).toHaveTextContent('6 min read');
    expect(screen.getByText('What the kelvin number on the box means.')).toBeInTheDocument();
    expect(screen.getByTestId('guide-hero-image')).toHaveAttribute('src', '/images/guides/remote.jpg');
    expect(screen.getByRole('heading', { level: 2, name: 'Kelvin' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to All Guides' })).toHaveAttribute('href', '/guides');
    const request = requestedUrls(fetchMock).find((url) => url.pathname === '/api/guides/colour-temperature-explained');
    expect(request?.searchParams.get('language')).toBe('en');
  });

  it("shows 'Guide Not Found' for an unknown slug", async () => {
    mockFetch(() => notFoundResponse('Guide not found'));
    renderApp({ route: '/guides/nope' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Guide Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested guide could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to All Guides' })).toHaveAttribute('href', '/guides');
  });
});

describe('guide hero image', () => {
  it('prefers the local image mapped to the slug over the imageUrl', async () => {
    mockFetch(() => jsonResponse(makeGuide({ slug: 'ip-ratings-explained', imageUrl: '/images/categories/outdoor-lighting.svg' })));
    renderApp({ route: '/guides/ip-ratings-explained' });
    expect(await screen.findByTestId('guide-hero-image')).toHaveAttribute('src', '/images/guides/ip-ratings-explained.svg');
  });
});
