import { Layers, PackageOpen } from 'lucide-react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { ApiErrorState } from '@/components/errors/api-error-state';
import { navMessages } from '@/components/layout/nav-messages';
import { Head } from '@/components/seo/head';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useOwnedCollectionWords } from '@/i18n/owned-collection-words';
import { useGetCollectionQuery } from '../../api/collections-api';
import { catalogMessages } from '../../catalog-messages';
import { isNotFound } from '../../lib/errors';
import { NotFoundState } from '../not-found-state';
import { ProductGrid, ProductGridSkeleton } from '../product-grid';
import { isSlug } from '@lumina/contracts';
import { skipToken } from '@reduxjs/toolkit/query/react';

const messages = defineMessages({
  notFoundTitle: { id: 'collection.notFound.title', defaultMessage: 'Collection Not Found', description: 'Heading when no collection has the slug' },
  notFoundText: {
    id: 'collection.notFound.text',
    defaultMessage: 'The requested collection could not be found.',
    description: 'Text when no collection has the slug',
  },
  viewAll: { id: 'collection.notFound.viewAll', defaultMessage: 'View All Collections', description: 'Link from the collection not-found state to /collections' },
  emptyTitle: { id: 'collection.empty.title', defaultMessage: 'No Products Yet', description: 'Empty state of a collection without products' },
  emptyText: {
    id: 'collection.empty.text',
    defaultMessage: "This collection doesn't have any products yet. Check back soon!",
    description: 'Text of the empty collection state',
  },
  products: { id: 'collection.products', defaultMessage: 'Products in this collection', description: 'Heading of the product list of a collection' },
  metaDescription: {
    id: 'collection.meta.description',
    defaultMessage: 'The {name} collection: hand-picked lighting from trusted European merchants on Lumina.',
    description: 'Meta description of a collection without a description',
  },
});

/** /collections/{slug} (spec §2): breadcrumb, banner, products with a count and the states. */
export function CollectionDetail({ slug }: { slug: string }) {
  const intl = useIntl();
  const words = useOwnedCollectionWords();
  const { data: collection, isLoading, isError, error, refetch } = useGetCollectionQuery(isSlug(slug) ? slug : skipToken);

  if (isLoading) {
    return (
      <div className="min-h-dvh space-y-8" data-testid="collection-loading">
        <Skeleton className="h-4 w-56" />
        <Skeleton radius="2xl" className="h-48 w-full" />
        <ProductGridSkeleton count={8} />
      </div>
    );
  }
  if (isError || !collection) {
    if (!isError || isNotFound(error)) {
      return (
        <NotFoundState
          icon={<Layers />}
          title={messages.notFoundTitle}
          text={messages.notFoundText}
          action={{ to: paths.collections, label: messages.viewAll }}
          data-testid="collection-not-found"
        />
      );
    }
    return <ApiErrorState error={error} onRetry={() => void refetch()} />;
  }

  const products = collection.collectionProducts.map(({ product }) => product);
  const name = words.name(collection);
  const description = words.description(collection);
  return (
    <div className="space-y-10">
      <Head
        title={name}
        description={words.shortDescription(collection) || description || intl.formatMessage(messages.metaDescription, { name })}
      />
      <Breadcrumb
        items={[
          { label: intl.formatMessage(navMessages.home), to: paths.home },
          { label: intl.formatMessage(navMessages.collections), to: paths.collections },
          { label: name },
        ]}
      />
      <header className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-secondary to-muted" data-testid="collection-banner">
        {collection.imageUrl ? (
          <img src={collection.imageUrl} alt="" width={1280} height={400} className="absolute inset-0 size-full object-cover opacity-30" />
        ) : null}
        <div className="relative max-w-3xl p-6 sm:p-10">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{name}</h1>
          {description ? <p className="mt-3 text-lg text-foreground/80">{description}</p> : null}
        </div>
      </header>
      <section aria-labelledby="collection-products-heading" className="space-y-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="collection-products-heading" className="text-2xl font-semibold">
            <FormattedMessage {...messages.products} />
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="collection-count">
            <FormattedMessage {...catalogMessages.productsFound} values={{ count: products.length }} />
          </p>
        </div>
        {products.length === 0 ? (
          <EmptyState
            icon={<PackageOpen />}
            title={<FormattedMessage {...messages.emptyTitle} />}
            text={<FormattedMessage {...messages.emptyText} />}
            data-testid="collection-empty"
          />
        ) : (
          <ProductGrid products={products} eagerCount={4} />
        )}
      </section>
    </div>
  );
}
