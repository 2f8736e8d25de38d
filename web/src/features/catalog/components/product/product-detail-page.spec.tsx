import type { OfferDto, ProductDetailDto, ProductDto } from '@lumina/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadMessages } from '@/i18n/messages';
import { makeProduct, makeProducts, notFoundResponse, productList } from '@/testing/catalog-fixtures';
import { jsonResponse, mockFetch, renderApp } from '@/testing/test-utils';

const product = makeProduct({
  slug: 'aurora-pendant',
  title: 'Aurora Pendant',
  sku: 'AUR-1',
  price: '75.00',
  originalPrice: '120.00',
  reducedFrom: '100.00',
  lumens: 1200,
  colorTemperature: 3000,
  wattage: 12,
  ipRating: 'IP44',
  features: ['Dimmable', 'Smart'],
  badges: [{ badge: { id: 'b1', name: 'New', color: '#15803d' } }],
  affiliateUrl: 'https://merchant.example/aurora',
  images: [
    { id: 'i1', url: '/img/1.svg', altText: 'Front', isPrimary: true },
    { id: 'i2', url: '/img/2.svg', altText: 'Side', isPrimary: false },
    { id: 'i3', url: '/img/3.svg', altText: 'Lit', isPrimary: false },
    { id: 'i4', url: '/img/4.svg', altText: 'Detail', isPrimary: false },
    { id: 'i5', url: '/img/5.svg', altText: 'Box', isPrimary: false },
  ],
  longDescription: '<h3>Made in Porto</h3><p>Hand-blown glass.</p>',
});

function serve(detail: ProductDto | Response, related: ProductDto[] = []) {
  return mockFetch((url) => {
    if (url.pathname === `/api/products/${product.slug}`)
      return detail instanceof Response ? detail : jsonResponse(detail);
    if (url.pathname === '/api/products') return jsonResponse(productList(related));
    if (url.pathname === '/api/categories') return jsonResponse([]);
    return notFoundResponse();
  });
}

describe('product page', () => {
  it('shows the breadcrumb, gallery, badges, stock, price with Save %, spec tiles and specifications', async () => {
    serve(product);
    renderApp({ route: '/product/aurora-pendant' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Aurora Pendant' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Pendant Lights' })).toHaveAttribute(
      'href',
      '/category/pendant-lights',
    );
    expect(within(crumbs).getByText('Aurora Pendant')).toHaveAttribute('aria-current', 'page');

    expect(screen.getAllByTestId('gallery-thumbnail')).toHaveLength(4);
    expect(screen.getByTestId('stock-badge')).toHaveTextContent('In Stock');
    expect(screen.getByTestId('badge-smart')).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();

    expect(screen.getByTestId('product-price')).toHaveTextContent('€75.00');
    expect(screen.getByTestId('was-price')).toHaveTextContent('€100.00');
    expect(screen.getByTestId('save-badge')).toHaveTextContent('Save 25%');

    const tiles = screen.getByTestId('spec-tiles');
    expect(tiles).toHaveTextContent('Lumens1,200 lm');
    expect(tiles).toHaveTextContent('Colour temperature3000 K');
    expect(tiles).toHaveTextContent('Wattage12 W');
    expect(tiles).toHaveTextContent('IP ratingIP44');
    expect(screen.getByText('A warm brass pendant.')).toBeInTheDocument();

    const table = screen.getByTestId('specifications-table');
    expect(within(table).getByRole('row', { name: /SKU AUR-1/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Dimmable Yes/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Made in Porto' })).toBeInTheDocument();
    expect(screen.getByTestId('affiliate-disclosure')).toHaveTextContent('Affiliate disclosure');
  });

  it("shows a product with one image without a thumbnail row: no other product's pictures fill it", async () => {
    const single = {
      ...product,
      images: [{ id: 'i1', url: '/img/1.svg', altText: 'Front', isPrimary: true }],
    };
    serve(single);
    renderApp({ route: '/product/aurora-pendant' });
    expect(await screen.findByTestId('gallery-main-image')).toHaveAttribute('src', '/img/1.svg');
    expect(screen.queryByRole('group', { name: 'Product images' })).not.toBeInTheDocument();
    expect(screen.queryAllByTestId('gallery-thumbnail')).toHaveLength(0);
  });

  it("shows Lumina's spec values in the shopper's language and the merchant's text as written, marked with its language", async () => {
    const german = {
      ...product,
      finish: 'brass',
      materials: 'Brushed brass, opal glass',
      dimensions: 'Ø 60 cm × H 28 cm, cable 150 cm',
      features: ['dimmable', 'motion-sensor'],
      shortDescription: 'A warm brass pendant.',
    };
    serve(german);
    renderApp({ route: '/product/aurora-pendant', language: 'de', messages: await loadMessages('de') });
    const table = await screen.findByTestId('specifications-table');
    const crumbs = screen.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    expect(within(crumbs).getByRole('link', { name: 'Pendelleuchten' })).toHaveAttribute(
      'href',
      '/category/pendant-lights',
    );
    expect(within(table).getByRole('row', { name: 'Oberfläche Messing' })).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: 'Materialien Gebürstetes Messing, Opalglas' }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: 'Abmessungen Ø 60 cm × H 28 cm, Kabel 150 cm' }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('row', { name: 'Funktionen Dimmbar, Bewegungsmelder' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Aurora Pendant' })).toHaveAttribute('lang', 'en');
    expect(screen.getByTestId('short-description')).toHaveAttribute('lang', 'en');
    expect(screen.getByTestId('long-description')).toHaveAttribute('lang', 'en');
  });

  it("keeps spec values that are not Lumina's own words as the merchant wrote them", async () => {
    serve({
      ...product,
      finish: 'satin nickel',
      materials: 'Hand-thrown stoneware',
      dimensions: 'Ø 60 cm, Kabel 2 m',
      features: ['Zigbee'],
    });
    renderApp({ route: '/product/aurora-pendant', language: 'de', messages: await loadMessages('de') });
    const table = await screen.findByTestId('specifications-table');
    expect(within(table).getByRole('row', { name: 'Oberfläche satin nickel' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Materialien Hand-thrown stoneware' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Abmessungen Ø 60 cm, Kabel 2 m' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Funktionen Zigbee' })).toBeInTheDocument();
  });

  it('selects gallery images with clicks and arrow keys', async () => {
    serve(product);
    const user = userEvent.setup();
    renderApp({ route: '/product/aurora-pendant' });
    const thumbs = await screen.findAllByTestId('gallery-thumbnail');
    expect(screen.getByTestId('gallery-main-image')).toHaveAttribute('src', '/img/1.svg');
    await user.click(thumbs[2] as HTMLElement);
    expect(screen.getByTestId('gallery-main-image')).toHaveAttribute('src', '/img/3.svg');
    expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('gallery-main-image')).toHaveAttribute('src', '/img/4.svg');
    expect(thumbs[3]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('gallery-main-image')).toHaveAttribute('src', '/img/1.svg');
  });

  it("links 'View at merchant' through the click redirect in a new tab", async () => {
    serve(product);
    renderApp({ route: '/product/aurora-pendant' });
    const link = await screen.findByRole('link', { name: /View at merchant/ });
    expect(link).toHaveAttribute('href', `/api/click/${product.id}?from=%2Fproduct%2Faurora-pendant`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  });

  it("lists the merchants' offers as ranked, the first in stock marked cheapest, each 'View deal' through the click redirect with its offer", async () => {
    const offer = (
      id: string,
      merchantName: string,
      price: string,
      shipping: string,
      total: string,
      isInStock: boolean,
    ): OfferDto => ({
      id,
      merchantId: `m-${id}`,
      merchantName,
      price,
      rrp: null,
      currency: 'EUR',
      shipping,
      shippingKnown: true,
      total,
      isInStock,
      deliveryTime: null,
      condition: 'new',
      lastCheckedAt: '2026-11-27T10:00:00.000Z',
    });
    const detail: ProductDetailDto = {
      ...product,
      deliverTo: 'IE',
      offers: [
        offer('o1', 'Luce Ovest', '70.00', '4.95', '74.95', true),
        offer('o2', 'Lichthaus', '75.00', '0.00', '75.00', true),
        offer('o3', 'Lampenwelt', '60.00', '0.00', '60.00', false),
      ],
    };
    serve(detail);
    renderApp({ route: '/product/aurora-pendant' });

    const table = within(await screen.findByTestId('offers'));
    expect(table.getByRole('heading', { name: 'Compare offers' })).toBeInTheDocument();
    const rows = table.getAllByTestId('offer-row');
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['€70.00', '€4.95', '€74.95', 'In Stock', expect.stringContaining('View deal')],
      ['€75.00', '€0.00', '€75.00', 'In Stock', expect.stringContaining('View deal')],
      ['€60.00', '€0.00', '€60.00', 'Out of Stock', expect.stringContaining('View deal')],
    ]);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('Luce Ovest Cheapest');
    expect(table.getAllByTestId('offer-cheapest')).toHaveLength(1);
    expect(table.getAllByTestId('offer-view-deal').map((link) => link.getAttribute('href'))).toEqual(
      ['o1', 'o2', 'o3'].map((id) => `/api/click/${product.id}?offer=${id}&from=%2Fproduct%2Faurora-pendant`),
    );
  });

  it("raises 'Added to Compare' on Compare", async () => {
    serve(product);
    const user = userEvent.setup();
    renderApp({ route: '/product/aurora-pendant' });
    await user.click(await screen.findByRole('button', { name: 'Compare' }));
    expect(await screen.findByText('Added to Compare')).toBeInTheDocument();
    expect(screen.getByText('Product added to comparison list')).toBeInTheDocument();
  });

  it('disables Add to cart when out of stock', async () => {
    serve({ ...product, isInStock: false });
    renderApp({ route: '/product/aurora-pendant' });
    expect(await screen.findByTestId('stock-badge')).toHaveTextContent('Out of Stock');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('emits schema.org Product + Offer JSON-LD and sets the title and description', async () => {
    serve(product);
    renderApp({ route: '/product/aurora-pendant' });
    await screen.findByRole('heading', { level: 1, name: 'Aurora Pendant' });
    const script = document.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Aurora Pendant',
      sku: 'AUR-1',
      brand: { '@type': 'Brand', name: 'Nordlys Design' },
      image: [
        'http://localhost/img/1.svg',
        'http://localhost/img/2.svg',
        'http://localhost/img/3.svg',
        'http://localhost/img/4.svg',
        'http://localhost/img/5.svg',
      ],
      offers: {
        '@type': 'Offer',
        price: '75.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: 'http://localhost/product/aurora-pendant',
      },
    });
    await waitFor(() => expect(document.title).toBe('Aurora Pendant | Lumina'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'A warm brass pendant.',
    );
  });

  it('shows up to 4 related products of the category, never the product itself', async () => {
    const others = makeProducts(4);
    const fetchMock = serve(product, [product, ...others]);
    renderApp({ route: '/product/aurora-pendant' });
    const section = await screen.findByTestId('related-products');
    await waitFor(() => expect(within(section).getAllByTestId('product-card')).toHaveLength(4));
    expect(within(section).queryByRole('link', { name: 'Aurora Pendant' })).not.toBeInTheDocument();

    const request = fetchMock.mock.calls
      .map(([input]) => new URL((input as Request).url))
      .find((url) => url.pathname === '/api/products');
    expect(request?.searchParams.get('category')).toBe(product.category?.id);
    expect(request?.searchParams.get('limit')).toBe('4');
  });

  it("shows 'Product Not Found' with Return Home for an unknown slug", async () => {
    serve(notFoundResponse('Product not found'));
    renderApp({ route: '/product/aurora-pendant' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested product could not be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it("shows 'Product Not Found' on a server error too", async () => {
    serve(new Response('boom', { status: 500 }));
    renderApp({ route: '/product/aurora-pendant' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product Not Found' })).toBeInTheDocument();
  });

  it('redirects /products/{slug} to /product/{slug}', async () => {
    serve(product);
    const { location } = renderApp({ route: '/products/aurora-pendant?ref=cart' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Aurora Pendant' })).toBeInTheDocument();
    expect(location().pathname).toBe('/product/aurora-pendant');
    expect(location().search).toBe('?ref=cart');
  });
});
