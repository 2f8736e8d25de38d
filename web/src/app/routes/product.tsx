import { useParams } from 'react-router';
import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart';
import { ProductDetailPage } from '@/features/catalog/components/product/product-detail-page';

/** /product/{slug} (spec §2); 'Add to cart' is the cart feature's `useAddToCart` (toasts, session, badge refresh). */
export default function ProductRoute() {
  const { slug = '' } = useParams();
  const { addToCart } = useAddToCart();
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <ProductDetailPage
        key={slug}
        slug={slug}
        onAddToCart={({ productId, quantity }) => addToCart(productId, quantity)}
      />
    </div>
  );
}
