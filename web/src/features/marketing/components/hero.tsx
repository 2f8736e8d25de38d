import { ArrowRight, BookOpen, Globe, Search, Sparkles } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { footerMessages } from '@/components/layout/footer-messages';
import { buttonVariants } from '@/components/ui/button';
import { CATEGORY_TEASER_SLUGS, PARTNER_BRAND } from '@/config/constants';
import { paths } from '@/config/paths';
import { Price } from '@/i18n/components/price';
import { TRANSLATED_LANGUAGES } from '@/i18n/languages';
import { ShippingNotice } from './shipping-notice';

const messages = defineMessages({
  languages: {
    id: 'home.hero.languages',
    defaultMessage: 'Available in {count} languages',
    description: 'Hero badge with the number of languages the interface is translated into',
  },
  title: { id: 'home.hero.title', defaultMessage: 'Beautiful lighting for every European home', description: 'Main heading of the home page' },
  subtitle: {
    id: 'home.hero.subtitle',
    defaultMessage: 'Discover indoor, outdoor and smart lighting from trusted merchants across Europe. Compare designs, specifications and prices in one place.',
    description: 'Text under the home page heading',
  },
  shopNow: { id: 'home.hero.shopNow', defaultMessage: 'Shop Now', description: 'Hero button to the featured products' },
  browse: { id: 'home.hero.browse', defaultMessage: 'Browse Categories', description: 'Hero button to the category cards' },
  guides: { id: 'home.hero.guides', defaultMessage: 'Read our lighting guides', description: 'Hero link to the guides' },
  partner: { id: 'home.hero.partner', defaultMessage: 'Shop {brand} smart lighting', description: 'Hero link to a search for the partner brand' },
  search: { id: 'home.hero.search', defaultMessage: 'Search all products', description: 'Hero link to the search page' },
  popular: { id: 'home.hero.popular', defaultMessage: 'Popular searches:', description: 'Label before the hero quick-search links' },
  popularPendant: { id: 'home.hero.popular.pendant', defaultMessage: 'Pendant lights', description: 'Hero quick-search link' },
  popularOutdoor: { id: 'home.hero.popular.outdoor', defaultMessage: 'Garden lights', description: 'Hero quick-search link' },
  popularDimmable: { id: 'home.hero.popular.dimmable', defaultMessage: 'Dimmable LED', description: 'Hero quick-search link' },
  teasers: { id: 'home.hero.teasers', defaultMessage: 'Shop by category', description: 'Accessible name of the hero category price teasers' },
  from: { id: 'home.hero.from', defaultMessage: 'from {price}', description: 'Category teaser price, e.g. from €49' },
});

/** Category names of the teasers, reusing the footer's category labels. */
const TEASER_NAMES: Record<(typeof CATEGORY_TEASER_SLUGS)[number], MessageDescriptor> = {
  'led-bulbs': footerMessages.ledBulbs,
  'wall-sconces': footerMessages.wallSconces,
  'ceiling-lights': footerMessages.ceilingLights,
  'smart-lighting': footerMessages.smartLighting,
  'pendant-lights': footerMessages.pendantLights,
};

// The teasers' icons are drawn by the server's HTML; their code hydrates them just after the first render.
const CategoryIcon = lazy(() => import('@/components/ui/category-icon').then((module) => ({ default: module.CategoryIcon })));

/** Quick searches of the hero: the term searched (catalogue language) and its label. */
const POPULAR_SEARCHES: Array<{ term: string; label: MessageDescriptor }> = [
  { term: 'pendant', label: messages.popularPendant },
  { term: 'garden', label: messages.popularOutdoor },
  { term: 'dimmable', label: messages.popularDimmable },
];

const textLink = 'inline-flex items-center gap-1.5 font-medium text-foreground underline-offset-4 hover:text-primary hover:underline';

/**
 * The home hero (spec §2): language count, heading, 'Shop Now' (#featured) and 'Browse Categories'
 * (#categories), links to the guides, the partner-brand search and search, the compact shipping
 * notice and the category price teasers.
 */
export interface HeroProps {
  /** Each category's lowest listed price by slug (GET /api/categories); a teaser without one shows no price. */
  fromPrices?: ReadonlyMap<string, string | null | undefined>;
}

export function Hero({ fromPrices }: HeroProps) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-secondary via-background to-muted" aria-labelledby="hero-title">
      <div className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full bg-accent/30 blur-3xl" aria-hidden="true" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[1.15fr_1fr] lg:px-8">
        <div className="space-y-6">
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-background/80 px-3 py-1 text-sm font-medium" data-testid="hero-languages">
            <Globe className="size-4 text-primary" aria-hidden="true" />
            <FormattedMessage {...messages.languages} values={{ count: TRANSLATED_LANGUAGES.length }} />
          </p>
          <h1 id="hero-title" className="text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
            <FormattedMessage {...messages.title} />
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">
            <FormattedMessage {...messages.subtitle} />
          </p>
          <div className="flex flex-wrap gap-3">
            <a href="#featured" className={buttonVariants({ size: 'lg' })} data-testid="hero-shop-now">
              <FormattedMessage {...messages.shopNow} />
              <ArrowRight aria-hidden="true" />
            </a>
            <a href="#categories" className={buttonVariants({ size: 'lg', variant: 'outline' })} data-testid="hero-browse">
              <FormattedMessage {...messages.browse} />
            </a>
          </div>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <li>
              <Link to={paths.guides} className={textLink}>
                <BookOpen className="size-4 text-primary" aria-hidden="true" />
                <FormattedMessage {...messages.guides} />
              </Link>
            </li>
            <li>
              <Link to={paths.searchBrand(PARTNER_BRAND.slug)} className={textLink} data-testid="hero-partner-link">
                <Sparkles className="size-4 text-primary" aria-hidden="true" />
                <FormattedMessage {...messages.partner} values={{ brand: PARTNER_BRAND.name }} />
              </Link>
            </li>
            <li>
              <Link to={paths.search()} className={textLink}>
                <Search className="size-4 text-primary" aria-hidden="true" />
                <FormattedMessage {...messages.search} />
              </Link>
            </li>
          </ul>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <FormattedMessage {...messages.popular} />
            {POPULAR_SEARCHES.map(({ term, label }) => (
              <Link key={term} to={paths.search(term)} className="rounded-full bg-background/80 px-3 py-1 font-medium text-foreground shadow-sm hover:text-primary">
                <FormattedMessage {...label} />
              </Link>
            ))}
          </p>
          <ShippingNotice variant="compact" className="text-muted-foreground" />
        </div>
        <nav aria-labelledby="hero-teasers" className="space-y-3">
          <h2 id="hero-teasers" className="sr-only">
            <FormattedMessage {...messages.teasers} />
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-2">
            {CATEGORY_TEASER_SLUGS.map((slug, index) => {
              const from = fromPrices?.get(slug);
              return (
              <li key={slug} className={index === 0 ? 'col-span-2 sm:col-span-1 lg:col-span-2' : undefined}>
                <Link
                  to={paths.category(slug)}
                  className="flex h-full items-center gap-3 rounded-xl border border-border bg-background/90 p-4 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
                  data-testid="hero-teaser"
                >
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
                    <Suspense fallback={null}>
                      <CategoryIcon slug={slug} className="size-6" />
                    </Suspense>
                  </span>
                  <span className="flex flex-col">
                    <span className="font-semibold">
                      <FormattedMessage {...TEASER_NAMES[slug]} />
                    </span>
                    {from ? (
                      <span className="text-sm text-muted-foreground">
                        <FormattedMessage {...messages.from} values={{ price: <Price key="price" amount={from} trimWholeCents className="font-semibold text-primary" /> }} />
                      </span>
                    ) : null}
                  </span>
                </Link>
              </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </section>
  );
}
