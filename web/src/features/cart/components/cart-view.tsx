import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { ApiErrorState } from '@/components/errors/api-error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useCart } from '../hooks/use-cart';
import { useCartActions } from '../hooks/use-cart-actions';
import type { CartResponse } from '../types';
import { CartLine } from './cart-line';
import { ClearCartButton } from './clear-cart-button';
import { CartSummary } from './cart-summary';
import { EmptyCart } from './empty-cart';
import { FreeShippingBanner } from './free-shipping-banner';

const messages = defineMessages({
  title: { id: 'cart.title', defaultMessage: 'Shopping Cart', description: 'Heading of the cart page' },
  count: {
    id: 'cart.itemCount',
    defaultMessage: '{count, plural, one {# item} other {# items}} in your cart',
    description: 'Line under the cart heading',
  },
  items: {
    id: 'cart.items',
    defaultMessage: 'Items in your cart',
    description: 'Accessible name of the list of cart lines',
  },
  loading: {
    id: 'cart.loading',
    defaultMessage: 'Loading your cart…',
    description: 'Screen-reader text while the cart loads',
  },
});

function CartSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8" aria-busy="true">
      <span className="sr-only" role="status">
        <FormattedMessage {...messages.loading} />
      </span>
      <Skeleton className="h-8 w-56" />
      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-28 w-full" />
          ))}
        </div>
        <Skeleton className="h-64 w-full" />
      </div>
    </div>
  );
}

function FilledCart({ cart, sessionId }: { cart: CartResponse; sessionId: string }) {
  const intl = useIntl();
  const { updateQuantity, removeItem, clearCart, isClearing } = useCartActions(sessionId);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">
            <FormattedMessage {...messages.title} />
          </h1>
          <p className="mt-1 text-muted-foreground" data-testid="cart-item-count">
            <FormattedMessage {...messages.count} values={{ count: cart.itemCount }} />
          </p>
        </div>
        <ClearCartButton itemCount={cart.itemCount} isClearing={isClearing} onClear={() => void clearCart()} />
      </div>
      <FreeShippingBanner subtotal={cart.totalAmount} className="mt-6" />
      <div className="mt-6 grid gap-8 lg:grid-cols-3 lg:items-start">
        <ul
          aria-label={intl.formatMessage(messages.items)}
          className="divide-y divide-border border-y border-border lg:col-span-2"
        >
          {cart.items.map((item) => (
            <CartLine
              key={item.id}
              item={item}
              disabled={isClearing}
              onQuantityChange={(itemId, quantity) => void updateQuantity(itemId, quantity)}
              onRemove={(itemId) => void removeItem(itemId)}
            />
          ))}
        </ul>
        <CartSummary subtotal={cart.totalAmount} itemCount={cart.itemCount} />
      </div>
    </div>
  );
}

/** The cart page (spec §2 Cart): loading, error, empty state, or the lines with summary and banner. */
export function CartView() {
  const { sessionId, cart, isLoading, error, isEmpty, refetch } = useCart();
  if (isLoading) return <CartSkeleton />;
  if (error) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16">
        <ApiErrorState error={error} onRetry={refetch} />
      </div>
    );
  }
  if (isEmpty || !cart || !sessionId) return <EmptyCart />;
  return <FilledCart cart={cart} sessionId={sessionId} />;
}
