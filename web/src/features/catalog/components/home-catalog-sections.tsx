import { CategoryGrid } from './category-grid';
import { FeaturedCollections } from './collections/featured-collections';
import { FeaturedProducts } from './featured-products';

/**
 * The home page's catalogue sections, below the hero: category cards (#categories), featured
 * products (#featured) and featured collections. One lazy chunk, so product cards, prices and
 * collection cards stay out of the home page's first-render JavaScript.
 */
export default function HomeCatalogSections() {
  return (
    <>
      <CategoryGrid />
      <FeaturedProducts />
      <FeaturedCollections />
    </>
  );
}
