import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch, renderApp } from '@/testing/test-utils';

describe('AppRoutes', () => {
  beforeEach(() => {
    mockFetch((url) => (url.pathname === '/api/categories' ? jsonResponse([]) : new Response('not found', { status: 404 })));
  });

  it.each(['/no-such-page', '/brands', '/deals', '/compare', '/category'])("shows 'Page Not Found' for %s", async (route) => {
    renderApp({ route });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page Not Found | Lumina'));
  });

  it('renders the home page inside the shell landmarks', async () => {
    renderApp({ route: '/' });
    expect(await screen.findByRole('heading', { name: 'Shop by Category' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Chat with us on WhatsApp/ })).toHaveAttribute('rel', 'noopener noreferrer');
    await waitFor(() => expect(document.title).toBe('Lighting for every European home | Lumina'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute('content', expect.stringContaining('27 languages'));
  });
});
