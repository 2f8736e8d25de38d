import type { ProductDto } from '@lumina/contracts';
import { ExternalLink, Lightbulb } from 'lucide-react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { PRODUCT_TEXT_LANGUAGE } from '@/config/constants';
import { paths } from '@/config/paths';
import { Price } from '@/i18n/components/price';
import { cn } from '@/lib/cn';
import { primaryImage, reductionOf } from '../lib/pricing';
import { AffiliateDisclosure } from './affiliate-disclosure';
import { EnergyLabel } from '@/components/energy-label/energy-label';
import { MerchantLink } from './merchant-link';
import { ProductBadges } from './product-badges';

const messages = defineMessages({
  viewDeal: { id: 'product.card.viewDeal', defaultMessage: 'View deal', description: "Product card link to the merchant's offer" },
  fromPrice: { id: 'product.card.fromPrice', defaultMessage: 'from {price}', description: 'Card price of a product several shops sell: the lowest price among them' },
  shops: { id: 'product.card.shops', defaultMessage: '{count, plural, one {# shop} other {# shops}}', description: 'How many shops sell the product, after its lowest price' },
  wasPrice: { id: 'product.wasPrice', defaultMessage: 'Lowest price of the 30 days before the reduction', description: 'Screen-reader label of a struck-through price (the EU prior-price rule)' },
  outOfStock: { id: 'product.card.outOfStock', defaultMessage: 'Out of stock', description: 'Note on a product card when the product is out of stock' },
});

interface ProductCardProps {
  product: ProductDto;
  /** Cards above the fold load their image eagerly. */
  eager?: boolean;
  className?: string;
}

/**
 * The product card used on every listing (spec §2): primary image, badges, sale badge with the
 * discount the prior-price rule allows, price in the current language's currency, 'View deal' through
 * the click redirect and the affiliate disclosure; the title links to the product page.
 */
export function ProductCard({ product, eager = false, className }: ProductCardProps) {
  const image = primaryImage(product);
  const href = paths.product(product.slug);
  const reduction = reductionOf(product);
  return (
    <article
      className={cn('group flex h-full flex-col overflow-hidden rounded-xl border border-border bg-background shadow-sm transition hover:shadow-md', className)}
      data-testid="product-card"
    >
      <div className="relative">
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block aspect-square overflow-hidden bg-muted">
          {image ? (
            <img
              src={image.url}
              alt=""
              width={400}
              height={400}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              className="size-full object-cover transition duration-300 group-hover:scale-105"
            />
          ) : (
            <span className="flex size-full items-center justify-center text-muted-foreground">
              <Lightbulb className="size-12" />
            </span>
          )}
        </Link>
        <ProductBadges product={product} className="pointer-events-none absolute top-2 left-2 right-2" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3 sm:p-4">
        {product.brand ? <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{product.brand.name}</p> : null}
        <h3 lang={PRODUCT_TEXT_LANGUAGE} className="line-clamp-2 text-sm leading-snug font-semibold">
          <Link to={href} className="hover:text-primary focus-visible:underline">
            {product.title}
          </Link>
        </h3>
        <div className="mt-auto flex flex-wrap items-baseline gap-x-2">
          {(product.offerCount ?? 1) > 1 ? (
            <p className="text-sm text-muted-foreground" data-testid="offer-summary">
              <FormattedMessage {...messages.fromPrice} values={{ price: <Price amount={product.price} className="text-lg font-bold text-foreground" /> }} />
              {' · '}
              <FormattedMessage {...messages.shops} values={{ count: product.offerCount }} />
            </p>
          ) : (
            <Price amount={product.price} className="text-lg font-bold" />
          )}
          <EnergyLabel product={product} className="text-lg" />
          {reduction ? (
            <span className="text-sm text-muted-foreground line-through" data-testid="was-price">
              <span className="sr-only">
                <FormattedMessage {...messages.wasPrice} />{' '}
              </span>
              <Price amount={reduction.wasPrice} />
            </span>
          ) : null}
        </div>
        {product.isInStock ? null : (
          <p className="text-xs font-medium text-destructive">
            <FormattedMessage {...messages.outOfStock} />
          </p>
        )}
        {product.affiliateUrl ? (
          <>
            <MerchantLink
              productId={product.id}
              data-testid="view-deal"
              className="inline-flex items-center justify-center gap-1.5 rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none"
            >
              <FormattedMessage {...messages.viewDeal} />
              <ExternalLink className="size-3.5" aria-hidden="true" />
            </MerchantLink>
            <AffiliateDisclosure />
          </>
        ) : null}
      </div>
    </article>
  );
}

/** The card's loading placeholder. */
export function ProductCardSkeleton() {
  return (
    <div className="overflow-hidden rounded-xl border border-border" data-testid="product-card-skeleton">
      <Skeleton radius="none" className="aspect-square" />
      <div className="space-y-2 p-4">
        <Skeleton className="h-3 w-1/3" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-6 w-1/2" />
      </div>
    </div>
  );
}
