import type { BrandListItemDto } from '@lumina/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ApiErrorState } from '@/components/errors/api-error-state';
import { Head } from '@/components/seo/head';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useGetBrandsQuery } from '../../api/products-api';
import { brandMessages } from './brand-messages';

/** The index letter of a name: its first letter without accents ('Światło' under S), '#' for digits and signs. */
export function brandLetter(name: string): string {
  const first = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

/** Brands grouped by letter, in the order the API gives them (by name). */
export function groupBrands(brands: readonly BrandListItemDto[]): Array<{ letter: string; brands: BrandListItemDto[] }> {
  const groups = new Map<string, BrandListItemDto[]>();
  for (const brand of brands) {
    const letter = brandLetter(brand.name);
    groups.set(letter, [...(groups.get(letter) ?? []), brand]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a === '#' ? 1 : b === '#' ? -1 : a.localeCompare(b))).map(([letter, list]) => ({ letter, brands: list }));
}

/** /brands: the A–Z index of brands with their product counts, each linking to its brand page. */
export function BrandsIndex() {
  const intl = useIntl();
  const { data: brands, isLoading, isError, error, refetch } = useGetBrandsQuery();
  const title = intl.formatMessage(brandMessages.indexTitle);
  return (
    <div className="space-y-8">
      <Head title={title} description={intl.formatMessage(brandMessages.indexLead)} />
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-muted-foreground">
          <FormattedMessage {...brandMessages.indexLead} />
        </p>
      </header>
      {isLoading ? (
        <Skeleton className="h-96 w-full" />
      ) : isError || !brands ? (
        <ApiErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <BrandGroups brands={brands} />
      )}
    </div>
  );
}

function BrandGroups({ brands }: { brands: readonly BrandListItemDto[] }) {
  const intl = useIntl();
  const groups = groupBrands(brands.filter((brand) => brand.productCount > 0));
  return (
    <>
      <nav aria-label={intl.formatMessage(brandMessages.lettersLabel)}>
        <ul className="flex flex-wrap gap-1">
          {groups.map(({ letter }) => (
            <li key={letter}>
              <a href={`#brands-${letter}`} className="flex size-9 items-center justify-center rounded-md border border-border text-sm font-semibold hover:bg-secondary">
                {letter}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3" data-testid="brands-index">
        {groups.map(({ letter, brands: list }) => (
          <section key={letter} id={`brands-${letter}`} aria-labelledby={`brands-${letter}-heading`} className="scroll-mt-24">
            <h2 id={`brands-${letter}-heading`} className="border-b border-border pb-1 text-xl font-semibold">
              {letter}
            </h2>
            <ul className="mt-2 space-y-1">
              {list.map((brand) => (
                <li key={brand.id} className="flex items-baseline justify-between gap-3">
                  <Link to={paths.brand(brand.slug)} className="font-medium hover:text-primary hover:underline">
                    {brand.name}
                  </Link>
                  <span className="text-sm text-muted-foreground tabular-nums">
                    <FormattedMessage {...brandMessages.productCount} values={{ count: brand.productCount }} />
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
