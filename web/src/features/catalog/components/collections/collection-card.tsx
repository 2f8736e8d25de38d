import type { CollectionDto } from '@lumina/contracts';
import { ArrowRight, Layers } from 'lucide-react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useOwnedCollectionWords } from '@/i18n/owned-collection-words';
import { cn } from '@/lib/cn';

const messages = defineMessages({
  explore: { id: 'collections.card.explore', defaultMessage: 'Explore Collection', description: 'Call to action on a collection card' },
});

/** A collection tile linking to /collections/{slug}. */
export function CollectionCard({ collection, featured = false }: { collection: CollectionDto; featured?: boolean }) {
  const words = useOwnedCollectionWords();
  const summary = words.shortDescription(collection) || words.description(collection);
  return (
    <Link
      to={paths.collection(collection.slug)}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-border bg-background shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      data-testid="collection-card"
    >
      <div className={cn('overflow-hidden bg-gradient-to-br from-secondary to-muted', featured ? 'aspect-[16/9]' : 'aspect-[4/3]')}>
        {collection.imageUrl ? (
          <img
            src={collection.imageUrl}
            alt=""
            width={640}
            height={featured ? 360 : 480}
            loading="lazy"
            decoding="async"
            className="size-full object-cover transition duration-300 group-hover:scale-105"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-muted-foreground">
            <Layers className="size-12" aria-hidden="true" />
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-lg font-semibold group-hover:text-primary">{words.name(collection)}</h3>
        {summary ? <p className="line-clamp-3 text-sm text-muted-foreground">{summary}</p> : null}
        <span className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-medium text-primary">
          <FormattedMessage {...messages.explore} />
          <ArrowRight className="size-4 transition group-hover:translate-x-0.5" aria-hidden="true" />
        </span>
      </div>
    </Link>
  );
}

export function CollectionCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border border-border" data-testid="collection-card-skeleton">
      <Skeleton radius="none" className="aspect-[4/3]" />
      <div className="space-y-2 p-5">
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-4 w-full" />
      </div>
    </div>
  );
}
