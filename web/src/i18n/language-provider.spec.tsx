import { act, render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
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

  it('sets <html lang> to English for a language whose texts fall back to English', () => {
    render(
      <LanguageProvider initialLanguage="fi">
        <Probe />
      </LanguageProvider>,
    );
    expect(screen.getByTestId('code')).toHaveTextContent('fi');
    expect(document.documentElement.lang).toBe('en');
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
});
