import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COOKIE_CONSENT_KEY } from '@/config/constants';
import de from '@/i18n/messages/de.json';
import { renderWithProviders } from '@/testing/test-utils';
import { CookieBanner } from './cookie-banner';

describe('CookieBanner', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('appears 1 second after load when no choice is stored', async () => {
    renderWithProviders(<CookieBanner />);
    await act(async () => jest.advanceTimersByTime(999));
    expect(screen.queryByRole('button', { name: 'Accept All' })).not.toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(1));
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('stores "accepted" and disappears after Accept All', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<CookieBanner />);
    await act(async () => jest.advanceTimersByTime(1000));
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('accepted');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('stores "rejected" and disappears after Reject', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderWithProviders(<CookieBanner />);
    await act(async () => jest.advanceTimersByTime(1000));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('rejected');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it.each(['accepted', 'rejected'])('does not appear when "%s" is already stored', async (choice) => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, choice);
    renderWithProviders(<CookieBanner />);
    await act(async () => jest.advanceTimersByTime(5000));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).not.toBeInTheDocument();
  });

  it('speaks the page language', async () => {
    renderWithProviders(<CookieBanner />, { language: 'de', messages: de });
    await act(async () => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Alle akzeptieren' })).toBeInTheDocument();
  });
});
