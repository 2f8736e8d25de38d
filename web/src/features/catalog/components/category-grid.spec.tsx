import type { CategoryDto } from '@lumina/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeCategory } from '@/testing/catalog-fixtures';
import { jsonResponse, mockFetch, renderWithProviders } from '@/testing/test-utils';
import { CategoryGrid } from './category-grid';

const categories: CategoryDto[] = [
  makeCategory({ id: '1', name: 'Ceiling Lights', slug: 'ceiling-lights', description: 'Flush and semi-flush fittings', imageUrl: '/images/categories/ceiling-lights.svg', emoji: '💡' }),
  makeCategory({ id: '2', name: 'Smart Lighting', slug: 'smart-lighting', description: null, imageUrl: null, emoji: '📱' }),
];

describe('CategoryGrid', () => {
  it('links each category from GET /api/categories to its listing', async () => {
    const fetchMock = mockFetch(() => jsonResponse(categories));
    renderWithProviders(<CategoryGrid />);

    const ceiling = await screen.findByRole('link', { name: /Ceiling Lights/ });
    expect(ceiling).toHaveAttribute('href', '/category/ceiling-lights');
    expect(within(ceiling).getByText('Flush and semi-flush fittings')).toBeInTheDocument();
    expect(ceiling.querySelector('img')).toHaveAttribute('src', '/images/categories/ceiling-lights.svg');
    expect(screen.getByRole('link', { name: /Smart Lighting/ })).toHaveAttribute('href', '/category/smart-lighting');

    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/categories');
    expect(new URL(request.url).searchParams.get('language')).toBe('en');
    expect(request.method).toBe('GET');
    expect(request.credentials).toBe('include');
  });

  it('shows the categories marked for the home page, in the order given, without the others', async () => {
    const group = (id: string, slug: string, name: string, onHome: boolean): CategoryDto =>
      makeCategory({ id, name, slug, description: null, imageUrl: null, emoji: '🏡', onHome });
    mockFetch(() => jsonResponse([group('3', 'outdoor', 'Outdoor', false), categories[0], group('4', 'outdoor-lighting', 'Outdoor Lighting', true), categories[1]]));
    renderWithProviders(<CategoryGrid />);
    await screen.findByRole('link', { name: /Ceiling Lights/ });
    const names = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(names).toEqual(['/category/ceiling-lights', '/category/outdoor-lighting', '/category/smart-lighting']);
  });

  it('shows loading skeletons until the categories arrive', async () => {
    mockFetch(() => jsonResponse(categories));
    renderWithProviders(<CategoryGrid />);
    expect(screen.getAllByTestId('category-card-skeleton')).toHaveLength(6);
    await screen.findByRole('link', { name: /Ceiling Lights/ });
    expect(screen.queryByTestId('category-card-skeleton')).not.toBeInTheDocument();
  });

  it("shows 'Something went wrong' and loads again on 'Try Again'", async () => {
    let fail = true;
    mockFetch(() => (fail ? new Response('', { status: 503, statusText: 'Service Unavailable' }) : jsonResponse(categories)));
    renderWithProviders(<CategoryGrid />);

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('503: Service Unavailable')).toBeInTheDocument();

    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: /Ceiling Lights/ })).toBeInTheDocument();
  });

  it("says 'No data available' for an empty list", async () => {
    mockFetch(() => jsonResponse([]));
    renderWithProviders(<CategoryGrid />);
    expect(await screen.findByText('No data available')).toBeInTheDocument();
  });
});
