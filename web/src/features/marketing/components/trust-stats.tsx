import { COUNTRY_CODES } from '@lumina/contracts';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { TRANSLATED_LANGUAGES } from '@/i18n/languages';

const messages = defineMessages({
  heading: { id: 'home.trust.heading', defaultMessage: 'Why shoppers trust Lumina', description: 'Accessible heading of the trust statistics' },
  countriesValue: { id: 'home.trust.countries.value', defaultMessage: '{count, number}', description: 'Trust statistic value: number of countries checkout ships to' },
  countries: { id: 'home.trust.shipsTo', defaultMessage: 'Countries we ship to', description: 'Trust statistic label: the countries checkout delivers to' },
  languagesValue: { id: 'home.trust.languages.value', defaultMessage: '{count, number}', description: 'Trust statistic value: number of translated interface languages' },
  languages: { id: 'home.trust.languages', defaultMessage: 'Languages', description: 'Trust statistic label: interface languages the shop is translated into' },
  warrantyValue: { id: 'home.trust.warranty.value', defaultMessage: '{years, plural, one {# year} other {# years}}', description: 'Trust statistic value: warranty length' },
  warranty: { id: 'home.trust.warranty', defaultMessage: 'Warranty', description: 'Trust statistic label' },
});

/**
 * Only figures the shop can stand behind (ARCHITECTURE §11; Directive 2005/29/EC Annex I 23b-c):
 * the countries checkout really ships to and the languages really translated, read from the same
 * tables checkout and the language picker use, and the EU's two-year legal guarantee. The spec's
 * customer count, rating and satisfaction figures have no data behind them and are left out.
 */
const STATS: Array<{ value: MessageDescriptor; values: Record<string, number>; label: MessageDescriptor }> = [
  { value: messages.countriesValue, values: { count: COUNTRY_CODES.length }, label: messages.countries },
  { value: messages.languagesValue, values: { count: TRANSLATED_LANGUAGES.length }, label: messages.languages },
  { value: messages.warrantyValue, values: { years: 2 }, label: messages.warranty },
];

/** Trust statistics (spec §9). Figures only, no icons: the home page's first-render JavaScript stays small. */
export function TrustStats() {
  return (
    <section aria-labelledby="trust-heading" className="border-y border-border bg-background">
      <h2 id="trust-heading" className="sr-only">
        <FormattedMessage {...messages.heading} />
      </h2>
      <ul className="mx-auto grid max-w-7xl grid-cols-3 gap-6 px-4 py-8 sm:px-6 lg:px-8" data-testid="trust-stats">
        {STATS.map(({ value, values, label }) => (
          <li key={label.id} className="flex flex-col items-center gap-1 text-center">
            <span className="text-2xl font-bold tracking-tight text-primary">
              <FormattedMessage {...value} values={values} />
            </span>
            <span className="text-sm text-muted-foreground">
              <FormattedMessage {...label} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
