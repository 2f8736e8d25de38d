import type { ProductDto } from '@lumina/contracts';
import { defineMessages, FormattedMessage } from 'react-intl';
import { cn } from '@/lib/cn';
import { ProductCard, ProductCardSkeleton } from './product-card';

const messages = defineMessages({
  loading: { id: 'product.grid.loading', defaultMessage: 'Loading products…', description: 'Screen-reader text while a product grid loads' },
});

// Two columns from the smallest phones: one card per row made the home page 16,000 px tall at 390 px.
const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3';

/** Four columns from 1280 px unless the caller sets its own (`xl:grid-cols-3` beside the filters). */
function gridClasses(className?: string): string {
  return cn(GRID, !/(^|\s)xl:grid-cols-/.test(className ?? '') && 'xl:grid-cols-4', className);
}

/** Products as cards in a responsive grid. */
export function ProductGrid({ products, eagerCount = 0, className }: { products: readonly ProductDto[]; eagerCount?: number; className?: string }) {
  return (
    <ul className={gridClasses(className)} data-testid="product-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

/** `count` card skeletons in the grid's layout. */
export function ProductGridSkeleton({ count, className }: { count: number; className?: string }) {
  return (
    <div className={gridClasses(className)} aria-busy="true">
      <span className="sr-only" role="status">
        <FormattedMessage {...messages.loading} />
      </span>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
