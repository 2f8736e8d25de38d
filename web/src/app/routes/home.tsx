import { lazy, Suspense, useEffect, useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Head } from '@/components/seo/head';
import { useGetCategoriesQuery } from '@/features/catalog/api/catalog-api';
import { collectionsApi } from '@/features/catalog/api/collections-api';
import { productsApi } from '@/features/catalog/api/products-api';
import { CertificationBadges } from '@/features/marketing/components/certification-badges';
import { Hero } from '@/features/marketing/components/hero';
import { PartnerBanner } from '@/features/marketing/components/partner-banner';
import { ShippingNotice } from '@/features/marketing/components/shipping-notice';
import { TrustStats } from '@/features/marketing/components/trust-stats';
import { useScrollToHash } from '@/hooks/use-scroll-to-hash';

// Below the fold: their own chunks, fetched right after the first render, so product cards, the
// 55 testimonials and the newsletter form stay out of the first-render JavaScript. The catalogue
// data is requested at once (below), in parallel with its chunk.
const HomeCatalogSections = lazy(() => import('@/features/catalog/components/home-catalog-sections'));
const TestimonialsSection = lazy(() => import('@/features/testimonials/components/testimonials-section'));
const NewsletterForm = lazy(() => import('@/features/newsletter/components/newsletter-form').then((module) => ({ default: module.NewsletterForm })));

const messages = defineMessages({
  title: { id: 'home.meta.title', defaultMessage: 'Lighting for every European home', description: 'Document title of the home page' },
  description: {
    id: 'home.meta.description',
    defaultMessage: 'Shop indoor, outdoor and smart lighting from trusted European merchants. Compare designs and prices in one place.',
    description: 'Meta description of the home page',
  },
});

/**
 * The home page (spec §2 "Home"), top to bottom: partner banner; hero ('Shop Now' → #featured,
 * 'Browse Categories' → #categories, guides, partner-brand search, search, language count, compact
 * shipping notice, category price teasers); trust statistics; certification badges; category
 * cards (#categories); featured products (#featured); featured collections; testimonial carousel;
 * newsletter (#newsletter) with the full shipping notice.
 */
/** Starts the catalogue requests of the lazy sections while their code downloads. */
function usePrefetchCatalogSections() {
  const featured = productsApi.usePrefetch('getFeaturedProducts');
  const collections = collectionsApi.usePrefetch('getFeaturedCollections');
  useEffect(() => {
    featured();
    collections();
  }, [featured, collections]);
}

function SectionPlaceholder({ id, className }: { id?: string; className: string }) {
  return <div id={id} className={className} aria-hidden="true" />;
}

/** Each category's lowest listed price by slug, for the hero's teasers (the category cards read the same answer). */
function useCategoryFromPrices(): ReadonlyMap<string, string | null | undefined> {
  const { data: categories } = useGetCategoriesQuery();
  return useMemo(() => new Map((categories ?? []).map((category) => [category.slug, category.fromPrice])), [categories]);
}

export default function HomeRoute() {
  const intl = useIntl();
  const fromPrices = useCategoryFromPrices();
  usePrefetchCatalogSections();
  useScrollToHash();
  return (
    <>
      <Head title={intl.formatMessage(messages.title)} description={intl.formatMessage(messages.description)} />
      <PartnerBanner />
      <Hero fromPrices={fromPrices} />
      <TrustStats />
      <CertificationBadges />
      <Suspense
        fallback={
          <>
            <SectionPlaceholder id="categories" className="min-h-[40rem]" />
            <SectionPlaceholder id="featured" className="min-h-[48rem]" />
          </>
        }
      >
        <HomeCatalogSections />
      </Suspense>
      <Suspense fallback={<SectionPlaceholder className="min-h-[36rem] bg-muted/50" />}>
        <TestimonialsSection />
      </Suspense>
      <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-14 [contain-intrinsic-size:auto_40rem] [content-visibility:auto] sm:px-6 lg:px-8">
        <Suspense fallback={<SectionPlaceholder id="newsletter" className="min-h-64 rounded-2xl bg-foreground/90" />}>
          <NewsletterForm />
        </Suspense>
        <ShippingNotice />
      </div>
    </>
  );
}
