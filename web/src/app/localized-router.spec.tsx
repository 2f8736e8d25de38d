import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation } from 'react-router';
import { LanguagePicker } from '@/components/layout/language-picker/language-picker';
import { paths } from '@/config/paths';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/resolve-language';
import { AppProvider } from './provider';
import { LocalizedBrowserRouter, showLanguageInAddress } from './localized-router';
import { makeStore } from './store';

function Page() {
  const { pathname } = useLocation();
  return (
    <>
      <p data-testid="app-path">{pathname}</p>
      <Link to={paths.cart}>cart</Link>
      <LanguagePicker />
    </>
  );
}

/** The app as main.tsx starts it at the address in the browser's address bar. */
function renderAt(address: string, language: 'de' | 'en') {
  window.history.replaceState(null, '', address);
  return render(
    <AppProvider store={makeStore()} language={language} onLanguageChange={showLanguageInAddress}>
      <LocalizedBrowserRouter prefixed={address.startsWith(`/${language}/`)}>
        <Page />
      </LocalizedBrowserRouter>
    </AppProvider>,
  );
}

async function choose(name: string) {
  const user = userEvent.setup();
  await waitFor(() => expect(screen.getByRole('button', { name: /, language$/ })).toHaveAttribute('data-state', 'closed'));
  await user.click(screen.getByRole('button', { name: /, language$/ }));
  await user.click(within(await screen.findByRole('menu')).getByRole('menuitemradio', { name }));
}

describe('the router under a language prefix', () => {
  jest.setTimeout(30_000);
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("routes the app's own paths and keeps every link in the address's language", () => {
    renderAt('/de/product/nova?from=home', 'de');
    expect(screen.getByTestId('app-path')).toHaveTextContent(/^\/product\/nova$/);
    expect(screen.getByRole('link', { name: 'cart' })).toHaveAttribute('href', '/de/cart');
  });

  it('goes to the same page in the chosen language and remembers the choice', async () => {
    renderAt('/de/product/nova?from=home#offers', 'de');
    await choose('Français');
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/fr/product/nova?from=home#offers'));
    expect(screen.getByTestId('app-path')).toHaveTextContent(/^\/product\/nova$/);
    expect(screen.getByRole('link', { name: 'cart' })).toHaveAttribute('href', '/fr/cart');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(document.cookie).toContain(`${LANGUAGE_STORAGE_KEY}=fr`);
  });

  it('switches in place on an address without a prefix (the 404 page of an unknown address)', async () => {
    renderAt('/xx/product/nova', 'en');
    await choose('Deutsch');
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
    expect(window.location.pathname).toBe('/xx/product/nova');
    expect(screen.getByRole('link', { name: 'cart' })).toHaveAttribute('href', '/cart');
  });
});
