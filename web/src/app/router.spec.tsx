import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch, renderApp } from '@/testing/test-utils';

describe('AppRoutes', () => {
  beforeEach(() => {
    mockFetch((url) => (url.pathname === '/api/categories' ? jsonResponse([]) : new Response('not found', { status: 404 })));
  });

  it.each(['/no-such-page', '/category', '/about/more'])("shows 'Page Not Found' for %s", async (route) => {
    renderApp({ route });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found | Lumina'));
  });

  it.each([
    ['/about', 'About Lumina'],
    ['/contact', 'Contact Us'],
    ['/installation', 'Installation Help'],
    ['/affiliate-disclosure', 'Affiliate Disclosure'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/cookies', 'Cookie Policy'],
    ['/compare', 'Nothing to compare yet'],
  ])('shows a real page at %s: %s', async (route, heading) => {
    renderApp({ route });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('renders the home page inside the shell landmarks', async () => {
    renderApp({ route: '/' });
    expect(await screen.findByRole('heading', { name: 'Shop by Category' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Chat with us on WhatsApp/ })).toHaveAttribute('rel', 'noopener noreferrer');
    await waitFor(() => expect(document.title).toBe('Lighting for every European home | Lumina'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('Compare designs and prices in one place'));
  });
});
