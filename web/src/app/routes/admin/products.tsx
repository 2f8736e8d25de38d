import { ProductsScreen } from '@/features/admin/products/components/products-screen';

/** /admin/products (spec "Admin products"). */
export default function AdminProductsRoute() {
  return <ProductsScreen />;
}
