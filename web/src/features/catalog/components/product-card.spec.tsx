import { screen, within } from '@testing-library/react';
import { loadMessages } from '@/i18n/messages';
import { makeProduct } from '@/testing/catalog-fixtures';
import { renderWithProviders } from '@/testing/test-utils';
import { ProductCard } from './product-card';

describe('ProductCard', () => {
  it('links the title and image to /product/{slug} and shows brand and price', () => {
    renderWithProviders(<ProductCard product={makeProduct({ slug: 'brass-pendant', title: 'Brass Pendant', price: '129.90' })} />);
    expect(screen.getByRole('link', { name: 'Brass Pendant' })).toHaveAttribute('href', '/product/brass-pendant');
    const card = screen.getByTestId('product-card');
    expect(card.querySelector('img')?.closest('a')).toHaveAttribute('href', '/product/brass-pendant');
    expect(card.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/\.svg$/));
    expect(within(card).getByText('Nordlys Design')).toBeInTheDocument();
    expect(within(card).getByText('€129.90')).toBeInTheDocument();
  });

  it("shows 'from €X · N shops' for a product several shops sell, and the plain price for one shop", () => {
    renderWithProviders(<ProductCard product={makeProduct({ price: '89.00', originalPrice: '120.00', offerCount: 3 })} />);
    expect(screen.getByTestId('offer-summary')).toHaveTextContent('from €89.00 · 3 shops');
    // A 'was' price belongs to one shop's own price, not to the lowest of several.
    expect(screen.queryByText('€120.00')).not.toBeInTheDocument();
  });

  it('shows one shop\'s price without a shop count', () => {
    renderWithProviders(<ProductCard product={makeProduct({ price: '89.00', offerCount: 1 })} />);
    expect(screen.queryByTestId('offer-summary')).not.toBeInTheDocument();
    expect(screen.getByText('€89.00')).toBeInTheDocument();
  });

  it("opens 'View deal' through /api/click/{id} in a new tab as a sponsored link, with the disclosure", () => {
    const product = makeProduct({ affiliateUrl: 'https://merchant.example/p/1' });
    renderWithProviders(<ProductCard product={product} />);
    const link = screen.getByRole('link', { name: /View deal/ });
    expect(link).toHaveAttribute('href', `/api/click/${product.id}?from=%2F`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    expect(screen.getByTestId('affiliate-disclosure')).toHaveTextContent('We may earn a commission');
  });

  it("has no 'View deal' without an affiliate URL", () => {
    renderWithProviders(<ProductCard product={makeProduct({ affiliateUrl: null })} />);
    expect(screen.queryByRole('link', { name: /View deal/ })).not.toBeInTheDocument();
  });

  it('shows Sale with the discount from the struck 30-day low the prior-price rule allowed', () => {
    renderWithProviders(<ProductCard product={makeProduct({ price: '75.00', reducedFrom: '100.00', originalPrice: '150.00' })} />);
    expect(screen.getByTestId('badge-sale')).toHaveTextContent('Sale-25%');
    expect(screen.getByText('€100.00').closest('.line-through')).not.toBeNull();
    expect(screen.queryByText('€150.00')).not.toBeInTheDocument();
  });

  it("shows a light source's energy class beside its price", () => {
    renderWithProviders(<ProductCard product={makeProduct({ energyRating: 'E', lightSource: 'light-source' })} />);
    expect(screen.getByRole('button', { name: 'Energy class E: show the energy label' }).parentElement?.parentElement).toHaveTextContent('€100.00');
  });

  it("never strikes the feed's own original price", () => {
    renderWithProviders(<ProductCard product={makeProduct({ price: '9.99', originalPrice: '19.99', reducedFrom: null })} />);
    expect(screen.queryByTestId('badge-sale')).not.toBeInTheDocument();
    expect(screen.queryByTestId('was-price')).not.toBeInTheDocument();
    expect(screen.queryByText('€19.99')).not.toBeInTheDocument();
  });

  it("shows the Smart badge for a 'smart' feature and the product's own badges", () => {
    renderWithProviders(
      <ProductCard product={makeProduct({ features: ['Dimmable', 'smart'], badges: [{ badge: { id: 'b1', name: 'Bestseller', color: '#1d4ed8' } }] })} />,
    );
    expect(screen.getByTestId('badge-smart')).toHaveTextContent('Smart');
    expect(screen.getByText('Bestseller')).toHaveStyle({ backgroundColor: 'rgb(29, 78, 216)', color: 'rgb(255, 255, 255)' });
    expect(screen.queryByTestId('badge-sale')).not.toBeInTheDocument();
  });

  it('shows no badges for a plain product', () => {
    renderWithProviders(<ProductCard product={makeProduct({ features: ['Dimmable'] })} />);
    expect(screen.queryByTestId('product-badges')).not.toBeInTheDocument();
  });

  it('shows no star rating, viewed or not: Lumina has no reviews (ARCHITECTURE §11; 2005/29/EC Annex I 23b-c)', () => {
    renderWithProviders(<ProductCard product={makeProduct({ viewCount: 12 })} />);
    expect(screen.queryByRole('img', { name: /Rated/ })).not.toBeInTheDocument();
  });

  it("shows an approximate price in the language's currency at the rates table (Polish: ≈ PLN × 4.2)", async () => {
    renderWithProviders(<ProductCard product={makeProduct({ price: '100.00' })} />, { language: 'pl', messages: await loadMessages('pl') });
    expect(screen.getByTestId('product-card')).toHaveTextContent(/≈\s.*420,00\s?zł/);
  });

  it('shows the euro price exactly in German', async () => {
    renderWithProviders(<ProductCard product={makeProduct({ price: '100.00' })} />, { language: 'de', messages: await loadMessages('de') });
    expect(screen.getByTestId('product-card')).toHaveTextContent(/100,00\s?€/);
  });
});
