import { render, screen } from '@testing-library/react';
import de from '../messages/de.json';
import { LanguageProvider } from '../language-provider';
import { Price } from './price';

describe('Price', () => {
  it('formats the catalogue price in the language currency with its multiplier', () => {
    render(
      <LanguageProvider initialLanguage="de" initialMessages={de}>
        <Price amount="100.00" />
      </LanguageProvider>,
    );
    expect(screen.getByText(/^85,00\s€$/)).toBeInTheDocument();
  });

  it('shows euros unchanged for English', () => {
    render(
      <LanguageProvider initialLanguage="en">
        <Price amount={49} />
      </LanguageProvider>,
    );
    expect(screen.getByText('€49.00')).toBeInTheDocument();
  });
});
