import type { ProductDto } from '@lumina/contracts';
import { Scale, X } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Head } from '@/components/seo/head';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { PRODUCT_TEXT_LANGUAGE } from '@/config/constants';
import { paths } from '@/config/paths';
import { Price } from '@/i18n/components/price';
import {
  clearCompare,
  COMPARE_LIMIT,
  removeFromCompare,
  useCompareList,
  type ComparedProduct,
} from '@/lib/compare-list';
import { cn } from '@/lib/cn';
import { useGetProductQuery } from '../../api/products-api';
import { useProductPageArg } from '../../api/use-product-page-arg';
import { primaryImage } from '../../lib/pricing';
import { SPEC_FIELDS } from '../product/specifications-table';
import { EnergyLabel } from '@/components/energy-label/energy-label';
import { compareMessages as m } from './compare-messages';

/** Fetches the compared products (at most COMPARE_LIMIT: one query hook per slot). */
function useComparedProducts(list: readonly ComparedProduct[]): { products: ProductDto[]; loading: boolean } {
  const slots = [
    useGetProductQuery(useProductPageArg(list[0]?.slug)),
    useGetProductQuery(useProductPageArg(list[1]?.slug)),
    useGetProductQuery(useProductPageArg(list[2]?.slug)),
    useGetProductQuery(useProductPageArg(list[3]?.slug)),
  ].slice(0, Math.min(list.length, COMPARE_LIMIT));
  return {
    products: slots.flatMap((slot) => (slot.data ? [slot.data] : [])),
    loading: slots.some((slot) => slot.isLoading),
  };
}

/** Whether the values of a row differ between the products (highlighted). */
function differs(texts: readonly string[]): boolean {
  return new Set(texts).size > 1;
}

/** /compare: the browser's compare list side by side, price and every spec field, differences highlighted. */
export function CompareView() {
  const intl = useIntl();
  const list = useCompareList();
  const { products, loading } = useComparedProducts(list);
  const title = intl.formatMessage(m.title);

  if (list.length === 0) {
    return (
      <>
        <Head title={title} description={intl.formatMessage(m.emptyText)} />
        <EmptyState
          level={1}
          icon={<Scale />}
          title={intl.formatMessage(m.emptyTitle)}
          text={<FormattedMessage {...m.emptyText} />}
          action={
            <Button asChild>
              <Link to={paths.home}>
                <FormattedMessage {...m.browse} />
              </Link>
            </Button>
          }
          data-testid="compare-empty"
        />
      </>
    );
  }

  const rows: Array<{ key: string; label: React.ReactNode; cells: React.ReactNode[]; differ: boolean }> = [
    {
      key: 'price',
      label: <FormattedMessage {...m.price} />,
      cells: products.map((product) => (
        <span key={product.id} className="inline-flex flex-wrap items-center gap-2">
          <Price amount={product.price} className="font-semibold" />
          <EnergyLabel product={product} />
        </span>
      )),
      differ: differs(products.map((product) => product.price)),
    },
    ...SPEC_FIELDS.map((field) => ({
      key: field.label.id ?? '',
      label: <FormattedMessage {...field.label} />,
      cells: products.map((product) => field.value(product) ?? <FormattedMessage {...m.notGiven} />),
      differ: differs(products.map(field.text)),
    })),
  ];

  return (
    <div className="space-y-6">
      <Head title={title} description={intl.formatMessage(m.lead, { limit: COMPARE_LIMIT })} />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
          <p className="mt-2 text-muted-foreground">
            <FormattedMessage {...m.lead} values={{ limit: COMPARE_LIMIT }} />
          </p>
        </div>
        <Button variant="outline" onClick={clearCompare}>
          <FormattedMessage {...m.clear} />
        </Button>
      </header>
      {loading ? (
        <Skeleton className="h-96 w-full" />
      ) : (
        <div className="overflow-x-auto rounded-xl border border-border">
          <table className="w-full min-w-[36rem] text-left text-sm" data-testid="compare-table">
            <thead>
              <tr className="border-b border-border">
                <th scope="col" className="w-40 px-4 py-3 text-muted-foreground">
                  <FormattedMessage {...m.product} />
                </th>
                {products.map((product) => {
                  const image = primaryImage(product);
                  return (
                    <th
                      key={product.id}
                      scope="col"
                      className="px-4 py-3 align-top"
                      data-testid="compare-column"
                    >
                      <div className="flex items-start justify-between gap-2">
                        <Link to={paths.product(product.slug)} className="font-semibold hover:underline">
                          {image ? (
                            <img
                              src={image.url}
                              alt=""
                              className="mb-2 aspect-square w-24 rounded-md object-cover"
                              loading="lazy"
                            />
                          ) : null}
                          <span lang={PRODUCT_TEXT_LANGUAGE}>{product.title}</span>
                        </Link>
                        <Button
                          variant="ghost"
                          size="icon"
                          onClick={() => removeFromCompare(product.id)}
                          aria-label={intl.formatMessage(m.remove, { title: product.title })}
                        >
                          <X aria-hidden="true" />
                        </Button>
                      </div>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.key}
                  className={cn('border-b border-border last:border-0', row.differ && 'bg-amber-50')}
                  data-differs={row.differ}
                >
                  <th scope="row" className="px-4 py-2.5 font-medium text-muted-foreground">
                    {row.label}
                    {row.differ ? (
                      <span className="sr-only">
                        {' '}
                        (<FormattedMessage {...m.differs} />)
                      </span>
                    ) : null}
                  </th>
                  {row.cells.map((cell, index) => (
                    <td
                      key={products[index]?.id ?? index}
                      className={cn('px-4 py-2.5', row.differ && 'font-medium')}
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
