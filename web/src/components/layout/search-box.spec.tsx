import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/testing/test-utils';
import { SearchBox } from './search-box';

describe('SearchBox', () => {
  it('has the placeholder and an accessible name', () => {
    renderWithProviders(<SearchBox />);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveAttribute('placeholder', 'Search lighting products...');
  });

  it('opens /search with the trimmed term on submit', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<SearchBox />);
    await user.type(screen.getByRole('searchbox'), '  pendant lamp  {Enter}');
    expect(location().pathname).toBe('/search');
    expect(new URLSearchParams(location().search).get('q')).toBe('pendant lamp');
  });

  it('ignores a blank or whitespace-only term', async () => {
    const user = userEvent.setup();
    const { location } = renderWithProviders(<SearchBox />, { route: '/category/indoor' });
    await user.type(screen.getByRole('searchbox'), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location().pathname).toBe('/category/indoor');
  });

  it('shows the current term on the search page', () => {
    renderWithProviders(<SearchBox />, { route: '/search?q=smart%20bulb' });
    expect(screen.getByRole('searchbox')).toHaveValue('smart bulb');
  });
});
