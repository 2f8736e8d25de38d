import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';

const messages = defineMessages({
  heading: { id: 'home.trust.heading', defaultMessage: 'Why shoppers trust Lumina', description: 'Accessible heading of the trust statistics' },
  customersValue: { id: 'home.trust.customers.value', defaultMessage: '{count, number}+', description: 'Trust statistic value: number of customers, e.g. 50,000+' },
  customers: { id: 'home.trust.customers', defaultMessage: 'Happy customers', description: 'Trust statistic label' },
  countriesValue: { id: 'home.trust.countries.value', defaultMessage: '{count, number}', description: 'Trust statistic value: number of EU countries' },
  countries: { id: 'home.trust.countries', defaultMessage: 'EU countries', description: 'Trust statistic label' },
  warrantyValue: { id: 'home.trust.warranty.value', defaultMessage: '{years, plural, one {# year} other {# years}}', description: 'Trust statistic value: warranty length' },
  warranty: { id: 'home.trust.warranty', defaultMessage: 'Warranty', description: 'Trust statistic label' },
  ratingValue: { id: 'home.trust.rating.value', defaultMessage: '{rating, number}/5', description: 'Trust statistic value: average rating, e.g. 4.9/5' },
  rating: { id: 'home.trust.rating', defaultMessage: 'Customer rating', description: 'Trust statistic label' },
  satisfactionValue: { id: 'home.trust.satisfaction.value', defaultMessage: '{percent, number}%', description: 'Trust statistic value: satisfaction, e.g. 98%' },
  satisfaction: { id: 'home.trust.satisfaction', defaultMessage: 'Satisfaction', description: 'Trust statistic label' },
  productsValue: { id: 'home.trust.products.value', defaultMessage: '{count, number}+', description: 'Trust statistic value: number of products, e.g. 2,000+' },
  products: { id: 'home.trust.products', defaultMessage: 'Products', description: 'Trust statistic label' },
});

/** The static marketing figures of spec §9. */
const STATS: Array<{ value: MessageDescriptor; values: Record<string, number>; label: MessageDescriptor }> = [
  { value: messages.customersValue, values: { count: 50_000 }, label: messages.customers },
  { value: messages.countriesValue, values: { count: 27 }, label: messages.countries },
  { value: messages.warrantyValue, values: { years: 2 }, label: messages.warranty },
  { value: messages.ratingValue, values: { rating: 4.9 }, label: messages.rating },
  { value: messages.satisfactionValue, values: { percent: 98 }, label: messages.satisfaction },
  { value: messages.productsValue, values: { count: 2_000 }, label: messages.products },
];

/**
 * Trust statistics (spec §9): customers, EU countries, warranty, rating, satisfaction, products.
 * Figures only, no icons: the home page's first-render JavaScript stays small.
 */
export function TrustStats() {
  return (
    <section aria-labelledby="trust-heading" className="border-y border-border bg-background">
      <h2 id="trust-heading" className="sr-only">
        <FormattedMessage {...messages.heading} />
      </h2>
      <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-8 sm:grid-cols-3 sm:px-6 lg:grid-cols-6 lg:px-8" data-testid="trust-stats">
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
