import type { ProductDto } from '@lumina/contracts';
import { defineMessages, FormattedMessage } from 'react-intl';
import { RELATED_PRODUCTS_LIMIT } from '@/config/constants';
import { useGetRelatedProductsQuery } from '../../api/products-api';
import { ProductGrid, ProductGridSkeleton } from '../product-grid';

const messages = defineMessages({
  heading: { id: 'product.related.heading', defaultMessage: 'Related Products', description: 'Heading of the related products on the product page' },
});

/** Up to four products of the same category, never the product itself (spec §2, §7). */
export function RelatedProducts({ product }: { product: Pick<ProductDto, 'id' | 'category'> }) {
  const categoryId = product.category?.id;
  const { data, isLoading } = useGetRelatedProductsQuery(
    { category: categoryId ?? '', exclude: product.id, limit: RELATED_PRODUCTS_LIMIT },
    { skip: !categoryId },
  );
  const related = (data?.products ?? []).filter((item) => item.id !== product.id).slice(0, RELATED_PRODUCTS_LIMIT);
  if (!categoryId || (!isLoading && related.length === 0)) return null;

  return (
    <section aria-labelledby="related-heading" className="space-y-6" data-testid="related-products">
      <h2 id="related-heading" className="text-2xl font-bold tracking-tight">
        <FormattedMessage {...messages.heading} />
      </h2>
      {isLoading ? <ProductGridSkeleton count={RELATED_PRODUCTS_LIMIT} /> : <ProductGrid products={related} />}
    </section>
  );
}
