import { act, render, screen } from '@testing-library/react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { navMessages } from '@/components/layout/nav-messages';
import { LanguageProvider, useLanguage } from './language-provider';
import { LANGUAGE_STORAGE_KEY } from './resolve-language';

function Probe() {
  const { language, setLanguage } = useLanguage();
  return (
    <>
      <p data-testid="code">{language.code}</p>
      <p data-testid="currency">{language.currency}</p>
      <FormattedMessage {...navMessages.indoor} />
      <button type="button" onClick={() => void setLanguage('pl')}>
        switch
      </button>
    </>
  );
}

describe('LanguageProvider', () => {
  it('sets the page language on start', () => {
    render(
      <LanguageProvider initialLanguage="en">
        <Probe />
      </LanguageProvider>,
    );
    expect(document.documentElement.lang).toBe('en');
  });

  it('sets <html lang> to Finnish for Finnish, one of the 16 languages translated by issue 28 (it said en)', () => {
    render(
      <LanguageProvider initialLanguage="fi">
        <Probe />
      </LanguageProvider>,
    );
    expect(screen.getByTestId('code')).toHaveTextContent('fi');
    expect(document.documentElement.lang).toBe('fi');
  });

  it('loads the chosen language, switches the texts, stores the choice and sets <html lang>', async () => {
    render(
      <LanguageProvider initialLanguage="en">
        <Probe />
      </LanguageProvider>,
    );
    expect(screen.getByText('Indoor')).toBeInTheDocument();

    await act(async () => screen.getByRole('button', { name: 'switch' }).click());

    expect(await screen.findByText('Wewnętrzne')).toBeInTheDocument();
    expect(screen.getByTestId('code')).toHaveTextContent('pl');
    expect(screen.getByTestId('currency')).toHaveTextContent('PLN');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('pl');
    expect(document.documentElement.lang).toBe('pl');
  });

  it('formats Serbian in the Latin script of its text: dates and country names are not Cyrillic', () => {
    function Formats() {
      const intl = useIntl();
      return (
        <>
          <p data-testid="date">
            <FormattedDate value={new Date('2026-11-28T12:00:00Z')} month="long" />
          </p>
          <p data-testid="country">{new Intl.DisplayNames([intl.locale], { type: 'region' }).of('DE')}</p>
        </>
      );
    }
    render(
      <LanguageProvider initialLanguage="sr" initialMessages={{}}>
        <Formats />
      </LanguageProvider>,
    );
    expect(screen.getByTestId('date')).toHaveTextContent('novembar');
    expect(screen.getByTestId('country')).toHaveTextContent('Nemačka');
  });
});
