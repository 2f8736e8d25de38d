import type { CategoryDto } from '@lumina/contracts';
import { CategoryIcon } from '@/components/ui/category-icon';
import { Skeleton } from '@/components/ui/skeleton';
import { useOwnedWords } from '@/i18n/owned-words';

/** The category banner: name, description and image (spec §2). */
export function CategoryBanner({ category }: { category: CategoryDto }) {
  const words = useOwnedWords();
  const description = words.categoryDescription(category);
  return (
    <header className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-secondary to-muted">
      <div className="grid items-center gap-6 p-6 sm:p-10 md:grid-cols-[1fr_auto]">
        <div className="max-w-2xl">
          <CategoryIcon slug={category.slug} className="mb-3 size-10 text-primary" />
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{words.categoryName(category)}</h1>
          {description ? <p className="mt-3 text-lg text-muted-foreground">{description}</p> : null}
        </div>
        {category.imageUrl ? (
          <img
            src={category.imageUrl}
            alt=""
            width={320}
            height={240}
            className="hidden aspect-[4/3] w-64 rounded-xl object-cover shadow-md md:block lg:w-80"
            data-testid="category-banner-image"
          />
        ) : null}
      </div>
    </header>
  );
}

export function CategoryBannerSkeleton() {
  return (
    <div className="rounded-2xl bg-muted p-6 sm:p-10" data-testid="category-banner-skeleton">
      <Skeleton radius="full" tone="translucent" className="mb-3 h-10 w-10" />
      <Skeleton tone="translucent" className="h-9 w-1/3" />
      <Skeleton tone="translucent" className="mt-3 h-5 w-2/3" />
    </div>
  );
}
