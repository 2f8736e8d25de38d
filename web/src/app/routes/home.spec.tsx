import { screen, waitFor, within } from '@testing-library/react';
import { asCollection, makeCategory, makeCollection, makeProducts } from '@/testing/catalog-fixtures';
import { jsonResponse, mockFetch, renderApp } from '@/testing/test-utils';

/** The teasers' categories with their lowest listed prices (smart lighting lists nothing yet). */
const TEASER_CATEGORIES = [
  makeCategory({ id: 'c1', slug: 'led-bulbs', name: 'LED Bulbs', fromPrice: '3.49' }),
  makeCategory({ id: 'c2', slug: 'wall-sconces', name: 'Wall Sconces', fromPrice: '39.00' }),
  makeCategory({ id: 'c3', slug: 'ceiling-lights', name: 'Ceiling Lights', fromPrice: '47.90' }),
  makeCategory({ id: 'c4', slug: 'smart-lighting', name: 'Smart Lighting', fromPrice: null }),
  makeCategory({ id: 'c5', slug: 'pendant-lights', name: 'Pendant Lights', fromPrice: '89.00' }),
];

function serveHome(featuredCount = 10) {
  const featured = makeProducts(featuredCount);
  return mockFetch((url) => {
    if (url.pathname === '/api/categories') return jsonResponse(TEASER_CATEGORIES);
    if (url.pathname === '/api/products/featured') return jsonResponse(featured);
    if (url.pathname === '/api/collections/featured') return jsonResponse([asCollection(makeCollection())]);
    return new Response('not found', { status: 404 });
  });
}

describe('home page', () => {
  it('shows the partner banner and the hero with its links, language count and price teasers', async () => {
    serveHome();
    renderApp({ route: '/' });
    const hero = await screen.findByRole('heading', { level: 1, name: 'Beautiful lighting for every European home' });
    expect(hero).toBeInTheDocument();
    expect(screen.getByTestId('partner-banner-link')).toHaveAttribute('href', '/search?brand=aurelia-smart');
    expect(screen.getByTestId('hero-partner-link')).toHaveAttribute('href', '/search?brand=aurelia-smart');
    expect(screen.getByTestId('hero-shop-now')).toHaveAttribute('href', '#featured');
    expect(screen.getByTestId('hero-shop-now')).toHaveTextContent('Shop Now');
    expect(screen.getByTestId('hero-browse')).toHaveAttribute('href', '#categories');
    expect(screen.getByRole('link', { name: 'Read our lighting guides' })).toHaveAttribute('href', '/guides');
    expect(screen.getByRole('link', { name: 'Search all products' })).toHaveAttribute('href', '/search');
    expect(screen.getByTestId('hero-languages')).toHaveTextContent('Available in 27 languages');
    // 'from' the catalogue's real lowest prices; a category listing nothing says no price.
    await waitFor(() => expect(screen.getAllByTestId('hero-teaser')[0]).toHaveTextContent('from €3.49'));
    const teasers = screen.getAllByTestId('hero-teaser');
    expect(teasers.map((teaser) => teaser.textContent?.replace(/^\P{L}+/u, ''))).toEqual([
      'LED Bulbsfrom €3.49',
      'Wall Sconcesfrom €39',
      'Ceiling Lightsfrom €47.90',
      'Smart Lighting',
      'Pendant Lightsfrom €89',
    ]);
    expect(teasers[0]).toHaveAttribute('href', '/category/led-bulbs');
  });

  it('shows the trust statistics, certification badges and both shipping notices', async () => {
    serveHome();
    renderApp({ route: '/' });
    const stats = await screen.findByTestId('trust-stats');
    // Only figures with data behind them: countries checkout ships to, translated languages, the legal guarantee.
    expect([...stats.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['8Countries we ship to', '27Languages', '2 yearsWarranty']);
    for (const claim of ['50,000', '4.9/5', '98%', 'Happy customers', 'Satisfaction']) expect(stats).not.toHaveTextContent(claim);
    const badges = screen.getByTestId('certification-badges');
    for (const text of ['CE Marking', 'Energy Label', '2 Year Warranty', 'Free EU Shipping']) expect(badges).toHaveTextContent(text);
    expect(screen.getByTestId('shipping-notice-compact')).toHaveTextContent('Free shipping on orders over €75');
    const codes = [...screen.getByTestId('shipping-notice-compact').querySelectorAll('abbr')].map((abbr) => abbr.textContent?.trim().slice(-2));
    expect(codes).toEqual(['ES', 'FR', 'DE', 'IT', 'BE', 'AT', 'NL', 'CH']);
    const full = screen.getByTestId('shipping-notice');
    expect(full).toHaveTextContent('Free shipping on orders over €75');
    expect(within(full).getAllByRole('listitem')).toHaveLength(8);
    expect(full).toHaveTextContent('Switzerland');
  });

  it('shows the first 8 featured products in #featured after 8 skeletons', async () => {
    serveHome(10);
    renderApp({ route: '/' });
    const section = (await screen.findByRole('heading', { name: 'Featured Products' })).closest('section') as HTMLElement;
    expect(section).toHaveAttribute('id', 'featured');
    await waitFor(() => expect(within(section).getAllByTestId('product-card')).toHaveLength(8));
  });

  it('shows 8 skeletons while featured products load', async () => {
    mockFetch((url) => (url.pathname === '/api/products/featured' ? new Promise<Response>(() => undefined) : jsonResponse([])));
    renderApp({ route: '/' });
    const section = (await screen.findByRole('heading', { name: 'Featured Products' })).closest('section') as HTMLElement;
    expect(within(section).getAllByTestId('product-card-skeleton')).toHaveLength(8);
  });

  it('shows featured collections, the testimonial carousel and the newsletter', async () => {
    serveHome();
    renderApp({ route: '/' });
    expect(await screen.findByRole('link', { name: /Scandinavian Calm/ })).toHaveAttribute('href', '/collections/scandinavian-calm');
    expect(await screen.findByTestId('testimonial-carousel')).toBeInTheDocument();
    expect(screen.getByTestId('carousel-position')).toHaveTextContent('1 / 55');
    expect(await screen.findByTestId('newsletter-form')).toBeInTheDocument();
    expect(document.getElementById('newsletter')).not.toBeNull();
  });
});
