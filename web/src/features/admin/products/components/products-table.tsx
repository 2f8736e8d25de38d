import type { ProductDto } from '@lumina/contracts';
import { Package } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { productMessages as messages } from '../product-messages';
import { ProductRowMenu, type RowAction } from './product-row-menu';

const SKELETON_ROWS = 8;

interface ProductsTableProps {
  products: ProductDto[] | undefined;
  /** Skeleton rows instead of products (the first load, or a new page/filter on its way). */
  loading: boolean;
  removed: boolean;
  canWrite: boolean;
  onAction: (action: RowAction, product: ProductDto) => void;
}

export function formatMoney(intl: ReturnType<typeof useIntl>, amount: string, currency: string): string {
  return intl.formatNumber(Number(amount), { style: 'currency', currency });
}

const cell = 'px-4 py-3 align-middle';

/** The products as a table: thumbnail and title, category, brand, merchant, price, stock, added, menu. */
export function ProductsTable({ products, loading, removed, canWrite, onAction }: ProductsTableProps) {
  const intl = useIntl();
  const none = intl.formatMessage(messages.none);
  const headers = [messages.columnProduct, messages.columnCategory, messages.columnBrand, messages.columnMerchant, messages.columnPrice, messages.columnStock, messages.columnAdded];
  return (
    <div className="overflow-x-auto rounded-lg border border-border bg-background">
      <table className="w-full min-w-[56rem] text-sm" aria-label={intl.formatMessage(messages.tableLabel)} aria-busy={loading}>
        <thead className="border-b border-border bg-muted/50 text-left text-xs font-medium text-muted-foreground uppercase">
          <tr>
            {headers.map((header) => (
              <th key={header.id} scope="col" className={cell}>
                {intl.formatMessage(header)}
              </th>
            ))}
            <th scope="col" className={cn(cell, 'w-12')}>
              <span className="sr-only">{intl.formatMessage(messages.columnActions)}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {loading
            ? Array.from({ length: SKELETON_ROWS }, (_, index) => (
                <tr key={index} data-testid="product-row-skeleton">
                  <td className={cell}>
                    <div className="flex items-center gap-3">
                      <Skeleton className="size-10" />
                      <div className="flex-1 space-y-2">
                        <Skeleton className="h-4 w-48" />
                        <Skeleton className="h-3 w-24" />
                      </div>
                    </div>
                  </td>
                  {Array.from({ length: 6 }, (__, column) => (
                    <td key={column} className={cell}>
                      <Skeleton className="h-4 w-20" />
                    </td>
                  ))}
                  <td className={cell} />
                </tr>
              ))
            : (products ?? []).map((product) => {
                const image = product.images.find((entry) => entry.isPrimary) ?? product.images[0];
                return (
                  <tr key={product.id} className="hover:bg-muted/30" data-testid="product-row">
                    <td className={cell}>
                      <div className="flex items-center gap-3">
                        {image ? (
                          <img src={image.url} alt="" className="size-10 shrink-0 rounded-md border border-border object-cover" loading="lazy" />
                        ) : (
                          <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-muted text-muted-foreground">
                            <Package className="size-4" aria-hidden="true" />
                          </span>
                        )}
                        <div className="min-w-0">
                          <p className="truncate font-medium" data-testid="product-title">
                            {product.title}
                          </p>
                          <p className="truncate text-xs text-muted-foreground">{product.sku}</p>
                        </div>
                      </div>
                    </td>
                    <td className={cell}>{product.category?.name ?? none}</td>
                    <td className={cell}>{product.brand?.name ?? none}</td>
                    <td className={cell}>{product.merchant?.name ?? none}</td>
                    <td className={cn(cell, 'whitespace-nowrap')} data-testid="product-price">
                      {formatMoney(intl, product.price, product.currency)}
                      {product.reducedFrom ? (
                        <span className="ml-2 text-xs text-muted-foreground line-through">{formatMoney(intl, product.reducedFrom, product.currency)}</span>
                      ) : product.originalPrice ? (
                        <span className="ml-2 text-xs text-muted-foreground">
                          {intl.formatMessage(messages.rrp, { price: formatMoney(intl, product.originalPrice, product.currency) })}
                        </span>
                      ) : null}
                    </td>
                    <td className={cell}>
                      {removed ? (
                        <StatusBadge tone="muted">{intl.formatMessage(messages.removed)}</StatusBadge>
                      ) : product.isInStock ? (
                        <StatusBadge tone="good">{intl.formatMessage(messages.inStock)}</StatusBadge>
                      ) : (
                        <StatusBadge tone="bad">{intl.formatMessage(messages.outOfStock)}</StatusBadge>
                      )}
                    </td>
                    <td className={cn(cell, 'whitespace-nowrap text-muted-foreground')}>{intl.formatDate(product.createdAt, { dateStyle: 'medium' })}</td>
                    <td className={cell}>
                      <ProductRowMenu product={product} removed={removed} canWrite={canWrite} onAction={onAction} />
                    </td>
                  </tr>
                );
              })}
        </tbody>
      </table>
      {loading ? <span className="sr-only">{intl.formatMessage(messages.loading)}</span> : null}
    </div>
  );
}

export function StatusBadge({ tone, children }: { tone: 'good' | 'bad' | 'muted'; children: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap',
        tone === 'good' && 'bg-green-100 text-green-800',
        tone === 'bad' && 'bg-red-100 text-red-800',
        tone === 'muted' && 'bg-muted text-muted-foreground',
      )}
    >
      {children}
    </span>
  );
}
