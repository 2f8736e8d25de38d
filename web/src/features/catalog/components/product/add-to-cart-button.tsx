import { ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { defineMessages, FormattedMessage } from 'react-intl';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const messages = defineMessages({
  add: { id: 'product.addToCart', defaultMessage: 'Add to cart', description: 'Button that adds the product to the cart' },
  adding: { id: 'product.addToCart.adding', defaultMessage: 'Adding...', description: 'Add to cart button text while the request runs' },
});

/** What the cart feature provides (its `useAddToCart`); the product route passes it in. */
export type AddToCartHandler = (item: { productId: string; quantity: number }) => Promise<unknown>;

interface AddToCartButtonProps {
  productId: string;
  quantity: number;
  /** Out of stock (spec §4). */
  disabled?: boolean;
  /** Adds the line; while its promise runs the button reads 'Adding...' and is disabled. */
  onAdd?: AddToCartHandler;
  className?: string;
}

/**
 * 'Add to cart' with the chosen quantity (spec §4). The catalogue does not own the cart: the app
 * route hands in `onAdd` from the cart feature. Failures are the handler's to report (its toast);
 * the button only returns to its idle state.
 */
export function AddToCartButton({ productId, quantity, disabled = false, onAdd, className }: AddToCartButtonProps) {
  const [pending, setPending] = useState(false);

  const handleClick = async () => {
    if (!onAdd || pending) return;
    setPending(true);
    try {
      await onAdd({ productId, quantity });
    } catch {
      // Reported by the cart feature's handler (spec §8 toast); the button just becomes usable again.
    } finally {
      setPending(false);
    }
  };

  return (
    <Button size="lg" className={cn('min-w-44', className)} disabled={disabled || pending} onClick={() => void handleClick()} data-testid="add-to-cart">
      <ShoppingCart aria-hidden="true" />
      <FormattedMessage {...(pending ? messages.adding : messages.add)} />
    </Button>
  );
}
