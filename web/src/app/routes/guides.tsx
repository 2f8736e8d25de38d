import { useParams } from 'react-router';
import { GuideDetail } from '@/features/catalog/components/guides/guide-detail';
import { GuidesList } from '@/features/catalog/components/guides/guides-list';

/** /guides and /guides/{slug}: one screen (spec §2), the list or one guide. */
export default function GuidesRoute() {
  const { slug } = useParams();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      {slug ? <GuideDetail key={slug} slug={slug} /> : <GuidesList />}
    </div>
  );
}
