import { CompareView } from '@/features/catalog/components/compare/compare-view';

/** /compare: the browser's compare list (rendered in the browser: the list lives in localStorage). */
export default function CompareRoute() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <CompareView />
    </div>
  );
}
