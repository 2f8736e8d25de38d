import { useParams } from 'react-router';
import { ProductDetailPage } from '@/features/catalog/components/product/product-detail-page';

/**
 * /product/{slug} (spec §2). The cart feature wires 'Add to cart' here by passing its handler:
 * `<ProductDetailPage slug={slug} onAddToCart={addToCart} />` with `addToCart` from `useAddToCart()`.
 */
export default function ProductRoute() {
  const { slug = '' } = useParams();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <ProductDetailPage key={slug} slug={slug} />
    </div>
  );
}
