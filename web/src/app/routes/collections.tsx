import { useParams } from 'react-router';
import { CollectionDetail } from '@/features/catalog/components/collections/collection-detail';
import { CollectionsList } from '@/features/catalog/components/collections/collections-list';

/** /collections and /collections/{slug}: one screen (spec §2), the list or one collection. */
export default function CollectionsRoute() {
  const { slug } = useParams();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      {slug ? <CollectionDetail key={slug} slug={slug} /> : <CollectionsList />}
    </div>
  );
}
