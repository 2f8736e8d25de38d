import { isSlug } from '@lumina/contracts';
import { SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { navMessages } from '@/components/layout/nav-messages';
import { Head } from '@/components/seo/head';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useGetBrandsQuery } from '@/features/catalog/api/products-api';
import { brandMessages } from '@/features/catalog/components/brands/brand-messages';
import { BrandsIndex } from '@/features/catalog/components/brands/brands-index';
import { NotFoundState } from '@/features/catalog/components/not-found-state';
import { FixedListing } from './fixed-listing';

/** /brands (the A–Z index) and /brands/{slug} (that brand's products with filters, sort and Load More). */
export default function BrandsRoute() {
  const { slug } = useParams();
  if (!slug) {
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <BrandsIndex />
      </div>
    );
  }
  return <BrandPage key={slug} slug={slug} />;
}

function BrandPage({ slug }: { slug: string }) {
  const intl = useIntl();
  const { data: brands, isLoading } = useGetBrandsQuery();
  const brand = isSlug(slug) ? brands?.find((candidate) => candidate.slug === slug) : undefined;
  const fixed = useMemo(() => ({ brand: [slug] }), [slug]);
  if (isLoading && isSlug(slug)) {
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-8">
        <Skeleton className="h-10 w-64" />
      </div>
    );
  }
  if (!brand) {
    return (
      <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <NotFoundState
          icon={<SearchX />}
          title={brandMessages.notFoundTitle}
          text={brandMessages.notFoundText}
          action={{ to: paths.brands, label: brandMessages.allBrands }}
          data-testid="brand-not-found"
        />
      </div>
    );
  }
  const lead = intl.formatMessage(brandMessages.brandLead, { brand: brand.name });
  return (
    <FixedListing
      fixed={fixed}
      header={
        <>
          <Head title={brand.name} description={lead} />
          <Breadcrumb
            items={[
              { label: intl.formatMessage(navMessages.home), to: paths.home },
              { label: intl.formatMessage(brandMessages.indexTitle), to: paths.brands },
              { label: brand.name },
            ]}
          />
          <header>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{brand.name}</h1>
            <p className="mt-2 text-muted-foreground">
              {lead} <FormattedMessage {...brandMessages.productCount} values={{ count: brand.productCount }} />
            </p>
          </header>
        </>
      }
    />
  );
}

