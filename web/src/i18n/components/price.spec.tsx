import { render, screen } from '@testing-library/react';
import de from '../messages/de.json';
import pl from '../messages/pl.json';
import { LanguageProvider } from '../language-provider';
import { Price } from './price';

describe('Price', () => {
  it('shows the euro price exactly for a German shopper', () => {
    render(
      <LanguageProvider initialLanguage="de" initialMessages={de}>
        <Price amount="45.89" />
      </LanguageProvider>,
    );
    expect(screen.getByText(/^45,89\s€$/)).toBeInTheDocument();
  });

  it('shows euros unchanged for English', () => {
    render(
      <LanguageProvider initialLanguage="en">
        <Price amount={49} />
      </LanguageProvider>,
    );
    expect(screen.getByText('€49.00')).toBeInTheDocument();
  });

  it('marks a converted złoty price as approximate', () => {
    const { container } = render(
      <LanguageProvider initialLanguage="pl" initialMessages={pl}>
        <Price amount={10} />
      </LanguageProvider>,
    );
    expect(container.textContent).toMatch(/^≈\s.*42,00\s?zł$/);
    expect(container.querySelector('[data-approximate="true"]')).not.toBeNull();
  });
});
