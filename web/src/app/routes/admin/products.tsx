import { useMemo } from 'react';
import { ProductsScreen } from '@/features/admin/products/components/products-screen';
import { useGetCategoriesQuery } from '@/features/catalog/api/catalog-api';
import { useGetBrandsQuery } from '@/features/catalog/api/products-api';

/**
 * /admin/products (spec "Admin products"). The category and brand filters list the catalogue's
 * own categories (filtered by id) and brands (by slug), handed over here: features never import
 * each other.
 */
export default function AdminProductsRoute() {
  const { data: categoryList } = useGetCategoriesQuery();
  const { data: brandList } = useGetBrandsQuery();
  const categories = useMemo(() => (categoryList ?? []).map((category) => ({ value: category.id, label: category.name })), [categoryList]);
  const brands = useMemo(() => (brandList ?? []).map((brand) => ({ value: brand.slug, label: brand.name })), [brandList]);
  return <ProductsScreen categories={categories} brands={brands} />;
}
