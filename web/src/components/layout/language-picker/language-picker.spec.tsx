import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_STORAGE_KEY } from '@/i18n/resolve-language';
import { renderWithProviders } from '@/testing/test-utils';
import { LanguagePicker } from './language-picker';

/** Waits for the real (Radix) trigger to replace the placeholder, then opens the menu. */
async function openPicker() {
  const user = userEvent.setup();
  await waitFor(() => expect(screen.getByRole('button', { name: /, language$/ })).toHaveAttribute('data-state', 'closed'));
  await user.click(screen.getByRole('button', { name: /, language$/ }));
  const menu = await screen.findByRole('menu');
  return { user, menu };
}

describe('LanguagePicker', () => {
  // First in the file: the menu's code is not loaded yet, so the placeholder button is pressed.
  it('opens when pressed before its menu code has loaded', async () => {
    renderWithProviders(<LanguagePicker />, { language: 'en' });
    const placeholder = screen.getByRole('button', { name: /, language$/ });
    expect(placeholder).not.toHaveAttribute('data-state');
    fireEvent.pointerDown(placeholder, { button: 0 });
    expect(await screen.findByRole('menuitemradio', { name: 'Deutsch' })).toBeInTheDocument();
  });

  it('shows the current language flag, code and currency on its button, and starts its name with them', () => {
    renderWithProviders(<LanguagePicker />, { language: 'en' });
    const trigger = screen.getByRole('button', { name: 'EN EUR, language' });
    // An image, not an emoji: Windows shows flag emoji as letters.
    expect(trigger.querySelector('img')).toHaveAttribute('src', '/flags/gb.svg');
    expect(trigger).not.toHaveTextContent('🇬🇧');
    expect(trigger).toHaveTextContent('en');
    expect(trigger).toHaveTextContent('EUR');
  });

  it("lists 'Popular languages' first, then the rest by region", async () => {
    renderWithProviders(<LanguagePicker />, { language: 'en' });
    const { menu } = await openPicker();
    const labels = within(menu)
      .getAllByText(/Popular languages|Western Europe|Nordic Countries|Eastern Europe|Baltic States|Other Regions/)
      .map((element) => element.textContent);
    expect(labels).toEqual(['Popular languages', 'Western Europe', 'Nordic Countries', 'Eastern Europe', 'Baltic States', 'Other Regions']);
    const options = within(menu).getAllByRole('menuitemradio');
    expect(options).toHaveLength(27);
    expect(options.slice(0, 5).map((option) => option.getAttribute('aria-label'))).toEqual(['English', 'Deutsch', 'Français', 'Español', 'Italiano']);
  });

  it('marks the current language', async () => {
    renderWithProviders(<LanguagePicker />, { language: 'en' });
    const { menu } = await openPicker();
    expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    expect(within(menu).getByRole('menuitemradio', { name: 'Svenska' })).toHaveAttribute('aria-checked', 'false');
  });

  it('switches language and currency when an option is chosen', async () => {
    renderWithProviders(<LanguagePicker />, { language: 'en' });
    const { user, menu } = await openPicker();
    await user.click(within(menu).getByRole('menuitemradio', { name: 'Svenska' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('sv'));
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sv');
    expect(await screen.findByRole('button', { name: 'SV SEK, språk' })).toHaveTextContent('SEK'); // the label itself in Swedish now
  });

  it('shows the flag and code in its compact form', () => {
    renderWithProviders(<LanguagePicker display="compact" />, { language: 'en' });
    const compact = screen.getByTestId('language-picker-compact');
    expect(compact.querySelector('img')).toHaveAttribute('src', '/flags/gb.svg');
    expect(compact).toHaveTextContent(/^en$/);
  });
});
