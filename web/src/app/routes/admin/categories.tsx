import { CategoriesScreen } from '@/features/admin/categories/categories-screen';

/** /admin/categories (spec "Admin shell"; issue 29): the category tree. */
export default function AdminCategoriesRoute() {
  return <CategoriesScreen />;
}
