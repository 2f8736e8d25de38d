import { defineMessages, useIntl } from 'react-intl';
import { Head } from '@/components/seo/head';
import { CategoryGrid } from '@/features/catalog/components/category-grid';

const messages = defineMessages({
  title: { id: 'home.meta.title', defaultMessage: 'Lighting for every European home', description: 'Document title of the home page' },
  description: {
    id: 'home.meta.description',
    defaultMessage: 'Shop indoor, outdoor and smart lighting from trusted European merchants. Compare designs and prices in 27 languages.',
    description: 'Meta description of the home page',
  },
});

/**
 * The home page (spec §2 "Home"). Sections, top to bottom; each later one is its own feature
 * component dropped into its slot:
 *   1. partner banner (smart-lighting brand)            features/marketing
 *   2. hero: 'Shop Now' → #featured-products, 'Browse Categories' → #categories, /guides,
 *      /search (+ partner brand preset), language count, category price teasers,
 *      trust statistics and certification badges        features/marketing
 *   3. category cards  → #categories                    features/catalog  (this section)
 *   4. featured products (first 8, 8 skeletons) → #featured-products   features/catalog
 *   5. featured collections                             features/collections
 *   6. testimonial carousel                             features/testimonials
 *   7. newsletter → #newsletter, shipping-countries notice              features/newsletter
 */
export default function HomeRoute() {
  const intl = useIntl();
  return (
    <>
      <Head title={intl.formatMessage(messages.title)} description={intl.formatMessage(messages.description)} />
      {/* slot 1–2: partner banner and hero (the hero brings the visible h1; until then: */}
      <h1 className="sr-only">{intl.formatMessage(messages.title)}</h1>
      <CategoryGrid />
      {/* slot 4: featured products (id="featured-products") */}
      {/* slot 5: featured collections */}
      {/* slot 6: testimonial carousel */}
      {/* slot 7: newsletter (id="newsletter") and shipping notice */}
    </>
  );
}
