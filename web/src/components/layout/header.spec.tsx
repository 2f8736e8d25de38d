import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/test-utils';
import { Header } from './header';

describe('Header', () => {
  it('links to the six sections by their labels', () => {
    renderWithProviders(<Header cartCount={0} cartLoading={false} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Indoor', '/category/indoor'],
      ['Outdoor', '/category/outdoor'],
      ['Smart', '/category/smart'],
      ['Brands', '/brands'],
      ['Guides', '/guides'],
      ['Deals', '/deals'],
    ]);
  });

  it('marks the current section', () => {
    renderWithProviders(<Header cartCount={0} cartLoading={false} />, { route: '/category/outdoor' });
    expect(screen.getByRole('link', { name: 'Outdoor' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Indoor' })).not.toHaveAttribute('aria-current');
  });

  it('shows the region of the current language under the logo', () => {
    renderWithProviders(<Header cartCount={0} cartLoading={false} />, { language: 'en' });
    expect(screen.getByRole('link', { name: 'Lumina Western Europe, home' })).toHaveTextContent('Lumina Western Europe');
  });

  it('names the cart link with its item count', () => {
    renderWithProviders(<Header cartCount={3} cartLoading={false} />);
    expect(screen.getByRole('link', { name: 'Cart, 3 items' })).toHaveAttribute('href', '/cart');
  });

  it('opens the side menu with the links and a compact language picker', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header cartCount={0} cartLoading={false} />);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('data-state', 'closed'));
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(dialog).getByRole('link', { name: 'Deals' })).toHaveAttribute('href', '/deals');
    expect(within(dialog).getByTestId('language-picker-compact')).toHaveTextContent('en');

    await user.click(within(dialog).getByRole('link', { name: 'Guides' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
