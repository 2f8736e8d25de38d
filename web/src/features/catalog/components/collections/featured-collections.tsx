import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { useGetFeaturedCollectionsQuery } from '../../api/collections-api';
import { CollectionCard, CollectionCardSkeleton } from './collection-card';

const messages = defineMessages({
  heading: { id: 'home.collections.heading', defaultMessage: 'Featured Collections', description: 'Heading of the featured collections on the home page' },
  intro: {
    id: 'home.collections.intro',
    defaultMessage: 'Hand-picked sets of lights that work beautifully together.',
    description: 'Line under the featured collections heading',
  },
  viewAll: { id: 'home.collections.viewAll', defaultMessage: 'View all collections', description: 'Link from the home page to /collections' },
});

const SKELETONS = 3;

/** The home page's featured collections (spec §2); nothing when there are none or they fail to load. */
export function FeaturedCollections() {
  const { data, isLoading, isError } = useGetFeaturedCollectionsQuery();
  if (isError || (!isLoading && (!data || data.length === 0))) return null;
  return (
    <section aria-labelledby="featured-collections-heading" className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <SectionHeading
          id="featured-collections-heading"
          title={<FormattedMessage {...messages.heading} />}
          intro={<FormattedMessage {...messages.intro} />}
          className="max-w-2xl"
        />
        <Link to={paths.collections} className="text-sm font-medium text-primary hover:underline">
          <FormattedMessage {...messages.viewAll} />
        </Link>
      </div>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {isLoading
          ? Array.from({ length: SKELETONS }, (_, index) => (
              <li key={index}>
                <CollectionCardSkeleton />
              </li>
            ))
          : data?.map((collection) => (
              <li key={collection.id}>
                <CollectionCard collection={collection} />
              </li>
            ))}
      </ul>
    </section>
  );
}
