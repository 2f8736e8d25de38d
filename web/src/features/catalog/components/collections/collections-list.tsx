import { Layers } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { ApiErrorState } from '@/components/errors/api-error-state';
import { Head } from '@/components/seo/head';
import { EmptyState } from '@/components/ui/empty-state';
import { useGetCollectionsQuery, useGetFeaturedCollectionsQuery } from '../../api/collections-api';
import { CollectionCard, CollectionCardSkeleton } from './collection-card';

export const collectionsMessages = defineMessages({
  title: { id: 'collections.title', defaultMessage: 'Curated Collections', description: 'Heading and title of the collections page' },
  intro: {
    id: 'collections.intro',
    defaultMessage: 'Explore themed sets of lights chosen by our designers, from cosy living rooms to smart, connected homes.',
    description: 'Intro text of the collections page; also its meta description',
  },
  featured: { id: 'collections.featured', defaultMessage: 'Featured Collections', description: 'Heading of the featured collections section' },
  all: { id: 'collections.all', defaultMessage: 'All Collections', description: 'Heading of the all-collections grid' },
  emptyTitle: { id: 'collections.empty.title', defaultMessage: 'No Collections Available', description: 'Empty state of the collections page' },
  emptyText: {
    id: 'collections.empty.text',
    defaultMessage: 'Collections will appear here as they become available.',
    description: 'Text of the empty collections state',
  },
});

const SKELETONS = 6;

/** /collections (spec §2): 'Curated Collections', a featured section and every collection. */
export function CollectionsList() {
  const intl = useIntl();
  const all = useGetCollectionsQuery();
  const featured = useGetFeaturedCollectionsQuery();
  const featuredList = featured.data ?? [];

  let grid;
  if (all.isLoading) {
    grid = (
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true">
        {Array.from({ length: SKELETONS }, (_, index) => (
          <li key={index}>
            <CollectionCardSkeleton />
          </li>
        ))}
      </ul>
    );
  } else if (all.isError) {
    grid = <ApiErrorState error={all.error} onRetry={() => void all.refetch()} />;
  } else if (!all.data || all.data.length === 0) {
    grid = (
      <EmptyState
        icon={<Layers />}
        title={<FormattedMessage {...collectionsMessages.emptyTitle} />}
        text={<FormattedMessage {...collectionsMessages.emptyText} />}
        data-testid="collections-empty"
      />
    );
  } else {
    grid = (
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {all.data.map((collection) => (
          <li key={collection.id}>
            <CollectionCard collection={collection} />
          </li>
        ))}
      </ul>
    );
  }

  const hasCollections = !all.isLoading && !all.isError && (all.data?.length ?? 0) > 0;
  return (
    <div className="space-y-12">
      <Head title={intl.formatMessage(collectionsMessages.title)} description={intl.formatMessage(collectionsMessages.intro)} />
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          <FormattedMessage {...collectionsMessages.title} />
        </h1>
        <p className="mt-3 text-lg text-muted-foreground">
          <FormattedMessage {...collectionsMessages.intro} />
        </p>
      </header>
      {hasCollections && featuredList.length > 0 ? (
        <section aria-labelledby="collections-featured-heading" className="space-y-6">
          <h2 id="collections-featured-heading" className="text-2xl font-semibold">
            <FormattedMessage {...collectionsMessages.featured} />
          </h2>
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2" data-testid="featured-collections">
            {featuredList.map((collection) => (
              <li key={collection.id}>
                <CollectionCard collection={collection} featured />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="collections-all-heading" className="space-y-6">
        {hasCollections ? (
          <h2 id="collections-all-heading" className="text-2xl font-semibold">
            <FormattedMessage {...collectionsMessages.all} />
          </h2>
        ) : (
          <h2 id="collections-all-heading" className="sr-only">
            <FormattedMessage {...collectionsMessages.all} />
          </h2>
        )}
        {grid}
      </section>
    </div>
  );
}
