import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '@/hooks/use-toast';
import { useAddToCartMutation } from '../api/cart-api';
import { getOrCreateCartSessionId } from '../lib/cart-session';
import { clampQuantity } from '../lib/quantity';
import { cartToastMessages } from '../lib/cart-toast-messages';
import { useCartErrorToast } from './use-cart-error-toast';

export interface AddToCart {
  /** Adds the product (quantity clamped to 1..99) and shows the success or error toast; never rejects. */
  addToCart: (productId: string, quantity?: number) => Promise<void>;
  /** True while the request runs: the button shows 'Adding...' (spec §4). */
  isAdding: boolean;
}

/**
 * Add to cart for any screen (the product page's button). The cart session is created on the
 * first add and reused afterwards (spec §4); the header badge refreshes through the cart tag.
 */
export function useAddToCart(): AddToCart {
  const intl = useIntl();
  const [add, { isLoading }] = useAddToCartMutation();
  const showError = useCartErrorToast();

  const addToCart = useCallback(
    async (productId: string, quantity = 1) => {
      const sessionId = getOrCreateCartSessionId();
      try {
        await add({ sessionId, productId, quantity: clampQuantity(quantity) }).unwrap();
        toast({
          title: intl.formatMessage(cartToastMessages.addedTitle),
          description: intl.formatMessage(cartToastMessages.addedText),
        });
      } catch (error) {
        showError(error, cartToastMessages.addFailed);
      }
    },
    [add, intl, showError],
  );

  return { addToCart, isAdding: isLoading };
}
