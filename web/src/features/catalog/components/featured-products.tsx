import { defineMessages, FormattedMessage } from 'react-intl';
import { ApiErrorState } from '@/components/errors/api-error-state';
import { errorMessages } from '@/components/errors/error-state';
import { FEATURED_PRODUCTS_LIMIT } from '@/config/constants';
import { useGetFeaturedProductsQuery } from '../api/products-api';
import { HomeSection } from './home-section';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

const messages = defineMessages({
  heading: { id: 'home.featured.heading', defaultMessage: 'Featured Products', description: 'Heading of the featured products on the home page' },
  intro: {
    id: 'home.featured.intro',
    defaultMessage: 'Our favourite lights this season, picked from trusted European merchants.',
    description: 'Line under the featured products heading',
  },
});

/** The home page's featured products: the first 8, with 8 skeletons while loading (spec §2). */
export function FeaturedProducts() {
  const { data, isLoading, isError, error, refetch } = useGetFeaturedProductsQuery();

  let content;
  if (isLoading) content = <ProductGridSkeleton count={FEATURED_PRODUCTS_LIMIT} />;
  else if (isError) content = <ApiErrorState error={error} onRetry={() => void refetch()} />;
  else if (!data || data.length === 0) {
    content = (
      <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
        <FormattedMessage {...errorMessages.noData} />
      </p>
    );
  } else content = <ProductGrid products={data.slice(0, FEATURED_PRODUCTS_LIMIT)} />;

  return (
    <HomeSection
      id="featured"
      headingId="featured-heading"
      title={<FormattedMessage {...messages.heading} />}
      intro={<FormattedMessage {...messages.intro} />}
    >
      {content}
    </HomeSection>
  );
}
