import type { ProductDetailDto } from '@lumina/contracts';
import { CircleCheck, CircleX, ExternalLink, PackageX } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { navMessages } from '@/components/layout/nav-messages';
import { Head } from '@/components/seo/head';
import { Breadcrumb, type BreadcrumbItem } from '@/components/ui/breadcrumb';
import { buttonVariants } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { PRODUCT_TEXT_LANGUAGE, QUANTITY_MIN } from '@/config/constants';
import { paths } from '@/config/paths';
import { useOwnedWords } from '@/i18n/owned-words';
import { cn } from '@/lib/cn';
import { useGetProductQuery } from '../../api/products-api';
import { useProductPageArg } from '../../api/use-product-page-arg';
import { catalogMessages } from '../../catalog-messages';
import { AffiliateDisclosure } from '../affiliate-disclosure';
import { MerchantLink } from '../merchant-link';
import { NotFoundState } from '../not-found-state';
import { ProductBadges } from '../product-badges';
import { AddToCartButton, type AddToCartHandler } from './add-to-cart-button';
import { CompareButton } from './compare-button';
import { OffersTable } from './offers-table';
import { PriceHistorySection } from '../price-history/price-history-section';
import { ProductGallery } from './product-gallery';
import { ProductJsonLd } from './product-json-ld';
import { ProductPrice } from './product-price';
import { QuantityInput } from './quantity-input';
import { RelatedProducts } from './related-products';
import { SpecificationsTable } from './specifications-table';
import { SpecTiles } from './spec-tiles';
import { stockMessages } from './stock-messages';
import { NotifyMe } from '@/features/alerts/components/notify-me';
import { isSlug } from '@lumina/contracts';

const messages = defineMessages({
  notFoundTitle: { id: 'product.notFound.title', defaultMessage: 'Product Not Found', description: 'Heading when the product cannot be shown' },
  notFoundText: {
    id: 'product.notFound.text',
    defaultMessage: 'The requested product could not be found.',
    description: 'Text when the product cannot be shown',
  },
  viewAtMerchant: { id: 'product.viewAtMerchant', defaultMessage: 'View at merchant', description: "Link to the product on the merchant's site" },
  description: { id: 'product.description.heading', defaultMessage: 'Description', description: 'Heading of the long product description' },
  metaDescription: {
    id: 'product.meta.description',
    defaultMessage: '{title}: specifications, prices and offers from trusted European merchants on Lumina.',
    description: 'Meta description of a product page without a short description',
  },
});

interface ProductDetailPageProps {
  slug: string;
  /** The cart feature's add-to-cart, wired by the app route. */
  onAddToCart?: AddToCartHandler;
}

function ProductDetailSkeleton() {
  return (
    <div className="min-h-dvh space-y-8" data-testid="product-loading">
      <Skeleton className="h-4 w-64" />
      <div className="grid gap-10 md:grid-cols-2">
        <Skeleton radius="2xl" className="aspect-square" />
        <div className="space-y-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-10 w-40" />
          <div className="grid grid-cols-2 gap-3">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-16" />
            ))}
          </div>
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-11 w-56" />
        </div>
      </div>
    </div>
  );
}

function StockBadge({ inStock }: { inStock: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        inStock ? 'bg-emerald-100 text-emerald-800' : 'bg-red-100 text-red-800',
      )}
      data-testid="stock-badge"
    >
      {inStock ? <CircleCheck className="size-3.5" aria-hidden="true" /> : <CircleX className="size-3.5" aria-hidden="true" />}
      <FormattedMessage {...(inStock ? stockMessages.inStock : stockMessages.outOfStock)} />
    </span>
  );
}

function ProductDetail({ product, onAddToCart }: { product: ProductDetailDto; onAddToCart?: AddToCartHandler }) {
  const intl = useIntl();
  const words = useOwnedWords();
  const [quantity, setQuantity] = useState(QUANTITY_MIN);
  const crumbs: BreadcrumbItem[] = [{ label: intl.formatMessage(navMessages.home), to: paths.home }];
  if (product.category) crumbs.push({ label: words.categoryName(product.category), to: paths.category(product.category.slug) });
  crumbs.push({ label: product.title });

  return (
    <div className="space-y-12">
      <Head title={product.title} description={product.shortDescription || intl.formatMessage(messages.metaDescription, { title: product.title })} />
      <ProductJsonLd product={product} />
      <Breadcrumb items={crumbs} />
      <div className="grid gap-10 md:grid-cols-2">
        <ProductGallery images={product.images} title={product.title} />
        <div className="flex flex-col gap-5">
          <div className="space-y-2">
            {product.brand ? <p className="text-sm font-medium tracking-wide text-muted-foreground uppercase">{product.brand.name}</p> : null}
            <h1 lang={PRODUCT_TEXT_LANGUAGE} className="text-3xl font-bold tracking-tight">
              {product.title}
            </h1>
            <div className="flex flex-wrap items-center gap-2">
              <StockBadge inStock={product.isInStock} />
              <ProductBadges product={product} withSale={false} />
            </div>
          </div>
          <ProductPrice product={product} />
          <SpecTiles product={product} />
          {product.shortDescription ? (
            <p lang={PRODUCT_TEXT_LANGUAGE} className="leading-relaxed text-muted-foreground" data-testid="short-description">
              {product.shortDescription}
            </p>
          ) : null}
          <div className="flex flex-wrap items-end gap-3">
            <QuantityInput value={quantity} onChange={setQuantity} />
            <AddToCartButton productId={product.id} quantity={quantity} disabled={!product.isInStock} onAdd={onAddToCart} />
          </div>
          <div className="flex flex-wrap gap-3">
            {product.affiliateUrl ? (
              <MerchantLink productId={product.id} className={buttonVariants({ variant: 'secondary', size: 'lg' })} data-testid="view-at-merchant">
                <FormattedMessage {...messages.viewAtMerchant} />
                <ExternalLink aria-hidden="true" />
              </MerchantLink>
            ) : null}
            <CompareButton product={product} />
          </div>
          <AffiliateDisclosure variant="full" />
          <NotifyMe productSlug={product.slug} currency={product.currency} deliverTo={product.deliverTo} inStock={product.isInStock} />
        </div>
      </div>
      {product.offers?.length ? <OffersTable product={product} offers={product.offers} /> : null}
      {product.deliverTo ? <PriceHistorySection slug={product.slug} country={product.deliverTo} /> : null}
      <div className="grid gap-10 lg:grid-cols-2">
        <SpecificationsTable product={product} />
        {product.longDescription ? (
          <section aria-labelledby="description-heading" className="space-y-4">
            <h2 id="description-heading" className="text-xl font-semibold">
              <FormattedMessage {...messages.description} />
            </h2>
            <div
              lang={PRODUCT_TEXT_LANGUAGE}
              className="rich-text"
              data-testid="long-description"
              // Sanitised by the catalog service with an allow-list on write (issue 3 item 3).
              dangerouslySetInnerHTML={{ __html: product.longDescription }}
            />
          </section>
        ) : null}
      </div>
      <RelatedProducts product={product} />
    </div>
  );
}

/** The product detail screen (spec §2): the product, or 'Product Not Found' on 404 or any error. */
export function ProductDetailPage({ slug, onAddToCart }: ProductDetailPageProps) {
  const { data: product, isLoading, isError } = useGetProductQuery(useProductPageArg(isSlug(slug) ? slug : undefined));

  if (isLoading) return <ProductDetailSkeleton />;
  if (isError || !product) {
    return (
      <NotFoundState
        icon={<PackageX />}
        title={messages.notFoundTitle}
        text={messages.notFoundText}
        action={{ to: paths.home, label: catalogMessages.returnHome }}
        data-testid="product-not-found"
      />
    );
  }
  return <ProductDetail key={product.id} product={product} onAddToCart={onAddToCart} />;
}
