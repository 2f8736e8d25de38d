import type { CategoryDto } from '@lumina/contracts';
import { defineMessages, FormattedMessage } from 'react-intl';
import { ApiErrorState } from '@/components/errors/api-error-state';
import { errorMessages } from '@/components/errors/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useGetCategoriesQuery } from '../api/catalog-api';
import { CategoryCard } from './category-card';
import { HomeSection } from './home-section';

const SKELETON_COUNT = 6;
const EAGER_IMAGES = 3;

const messages = defineMessages({
  heading: { id: 'home.categories.heading', defaultMessage: 'Shop by Category', description: 'Heading of the category cards on the home page' },
  intro: {
    id: 'home.categories.intro',
    defaultMessage: 'Find the right light for every room, garden and smart home.',
    description: 'Line under the home page category heading',
  },
  loading: { id: 'home.categories.loading', defaultMessage: 'Loading categories…', description: 'Screen-reader text while categories load' },
});

function CategoryCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border border-border" data-testid="category-card-skeleton">
      <Skeleton radius="none" className="aspect-[4/3]" />
      <div className="space-y-2 p-4">
        <Skeleton className="h-5 w-2/3" />
        <Skeleton className="h-4 w-full" />
      </div>
    </div>
  );
}

/**
 * The categories the admin shows on the home page, in tree order (the groups Outdoor and Smart Home
 * are categories too and would show 'Outdoor' beside 'Outdoor Lighting'). A catalogue marking none
 * shows what it has.
 */
export function homeCategories(categories: readonly CategoryDto[]): CategoryDto[] {
  const shown = categories.filter((category) => category.onHome);
  return shown.length > 0 ? shown : [...categories];
}

/** The home page's category cards from GET /api/categories, with skeletons and an error state. */
export function CategoryGrid() {
  const { data: categories, isLoading, isError, error, refetch } = useGetCategoriesQuery();

  let content;
  if (isLoading) {
    content = (
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3" aria-busy="true">
        <span className="sr-only" role="status">
          <FormattedMessage {...messages.loading} />
        </span>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <CategoryCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (isError) {
    content = <ApiErrorState error={error} onRetry={() => void refetch()} />;
  } else if (!categories || categories.length === 0) {
    content = (
      <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
        <FormattedMessage {...errorMessages.noData} />
      </p>
    );
  } else {
    content = (
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {homeCategories(categories).map((category, index) => (
          <li key={category.id}>
            <CategoryCard category={category} eager={index < EAGER_IMAGES} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <HomeSection
      id="categories"
      headingId="categories-heading"
      title={<FormattedMessage {...messages.heading} />}
      intro={<FormattedMessage {...messages.intro} />}
    >
      {content}
    </HomeSection>
  );
}
