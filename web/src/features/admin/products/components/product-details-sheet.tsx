import { useIntl } from 'react-intl';
import { ExternalLink } from 'lucide-react';
import { Skeleton } from '@/components/ui/skeleton';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { paths } from '@/config/paths';
import { FormAlert } from '@/features/admin/shell/ui/field';
import { isApiError } from '@/lib/api';
import { useGetAdminProductQuery } from '../api/admin-products-api';
import { productMessages as messages } from '../product-messages';
import { formatMoney, StatusBadge } from './products-table';

interface ProductDetailsSheetProps {
  productId: string | undefined;
  onClose: () => void;
}

/** View: a side panel with the product as the admin API has it (GET /api/admin/products/:id). */
export function ProductDetailsSheet({ productId, onClose }: ProductDetailsSheetProps) {
  const intl = useIntl();
  const { data: product, error, isFetching } = useGetAdminProductQuery(productId ?? '', { skip: !productId, refetchOnMountOrArgChange: true });
  const none = intl.formatMessage(messages.none);
  const rows: Array<[string, string]> = product
    ? [
        [intl.formatMessage(messages.sku), product.sku],
        [intl.formatMessage(messages.columnCategory), product.category?.name ?? none],
        [intl.formatMessage(messages.columnBrand), product.brand?.name ?? none],
        [intl.formatMessage(messages.columnMerchant), product.merchant?.name ?? none],
        [
          intl.formatMessage(messages.columnPrice),
          `${formatMoney(intl, product.price, product.currency)}${product.originalPrice ? ` (${formatMoney(intl, product.originalPrice, product.currency)})` : ''}`,
        ],
        [intl.formatMessage(messages.featured), intl.formatMessage(product.isFeatured ? messages.yes : messages.no)],
        [intl.formatMessage(messages.views), intl.formatNumber(product.viewCount)],
        [intl.formatMessage(messages.clicks), intl.formatNumber(product.clickCount)],
        [intl.formatMessage(messages.columnAdded), intl.formatDate(product.createdAt, { dateStyle: 'medium', timeStyle: 'short' })],
      ]
    : [];
  const image = product?.images.find((entry) => entry.isPrimary) ?? product?.images[0];
  return (
    <Sheet open={productId !== undefined} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent side="right" closeLabel={intl.formatMessage(messages.close)} className="w-full max-w-md sm:max-w-lg" data-testid="product-details">
        <SheetTitle className="pr-8">{product?.title ?? intl.formatMessage(messages.view)}</SheetTitle>
        {product?.shortDescription ? <SheetDescription>{product.shortDescription}</SheetDescription> : <SheetDescription className="sr-only">{product?.title ?? ''}</SheetDescription>}
        {error ? <FormAlert>{intl.formatMessage(messages.loadFailed, { detail: isApiError(error) ? error.message : String(error) })}</FormAlert> : null}
        {!product && isFetching ? (
          <div className="space-y-3">
            <Skeleton className="aspect-video w-full" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        ) : null}
        {product ? (
          <>
            {image ? <img src={image.url} alt={image.altText ?? product.title} className="aspect-video w-full rounded-md border border-border object-cover" /> : null}
            <div className="flex flex-wrap gap-2">
              {product.removedAt ? <StatusBadge tone="muted">{intl.formatMessage(messages.removed)}</StatusBadge> : null}
              <StatusBadge tone={product.isInStock ? 'good' : 'bad'}>{intl.formatMessage(product.isInStock ? messages.inStock : messages.outOfStock)}</StatusBadge>
              {product.badges.map(({ badge }) => (
                <span key={badge.id} className="rounded-full px-2 py-0.5 text-xs font-medium text-white" style={{ backgroundColor: badge.color }}>
                  {badge.name}
                </span>
              ))}
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              {rows.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="break-words">{value}</dd>
                </div>
              ))}
            </dl>
            {product.longDescription ? (
              // Sanitised HTML from the API (the shop's product page shows the same).
              <div className="prose prose-sm max-w-none text-sm" dangerouslySetInnerHTML={{ __html: product.longDescription }} />
            ) : null}
            {product.removedAt ? null : (
              <a href={paths.product(product.slug)} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-2 text-sm font-medium text-primary hover:underline">
                <ExternalLink className="size-4" aria-hidden="true" />
                {intl.formatMessage(messages.viewOnSite)}
              </a>
            )}
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  );
}
