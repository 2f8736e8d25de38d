import type { CategoryDto } from '@lumina/contracts';
import { Link } from 'react-router';
import { CategoryIcon } from '@/components/ui/category-icon';
import { paths } from '@/config/paths';
import { useOwnedWords } from '@/i18n/owned-words';

interface CategoryCardProps {
  category: CategoryDto;
  /** The first cards are above the fold on most screens: load their images eagerly. */
  eager?: boolean;
}

/** A category tile: image (or a large icon), icon badge, name and description; links to the listing. */
export function CategoryCard({ category, eager = false }: CategoryCardProps) {
  const words = useOwnedWords();
  const description = words.categoryDescription(category);
  return (
    <Link
      to={paths.category(category.slug)}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-border bg-background shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-gradient-to-br from-secondary to-muted">
        {category.imageUrl ? (
          <img
            src={category.imageUrl}
            alt=""
            width={400}
            height={300}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="size-full object-cover transition duration-300 group-hover:scale-105"
          />
        ) : (
          <span className="flex size-full items-center justify-center text-primary">
            <CategoryIcon slug={category.slug} className="size-16" />
          </span>
        )}
        <span
          className="absolute top-3 left-3 flex size-10 items-center justify-center rounded-full bg-background/90 text-primary shadow"
        >
          <CategoryIcon slug={category.slug} className="size-5" />
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-base font-semibold hyphens-auto wrap-anywhere group-hover:text-primary">{words.categoryName(category)}</h3>
        {description ? <p className="line-clamp-2 text-sm text-muted-foreground">{description}</p> : null}
      </div>
    </Link>
  );
}
