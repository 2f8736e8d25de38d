import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { toast } from '@/hooks/use-toast';
import { useClearCartMutation, useRemoveCartItemMutation, useUpdateCartItemMutation } from '../api/cart-api';
import { clampQuantity } from '../lib/quantity';
import { cartToastMessages } from '../lib/cart-toast-messages';
import { useCartErrorToast } from './use-cart-error-toast';

/** The cart page's changes, each with its toasts (spec §8). */
export function useCartActions(sessionId: string) {
  const intl = useIntl();
  const showError = useCartErrorToast();
  const [update] = useUpdateCartItemMutation();
  const [remove] = useRemoveCartItemMutation();
  const [clear, { isLoading: isClearing }] = useClearCartMutation();

  const updateQuantity = useCallback(
    async (itemId: string, quantity: number) => {
      try {
        await update({ sessionId, itemId, quantity: clampQuantity(quantity) }).unwrap();
      } catch (error) {
        showError(error, cartToastMessages.updateFailed);
      }
    },
    [sessionId, update, showError],
  );

  const removeItem = useCallback(
    async (itemId: string) => {
      try {
        await remove({ sessionId, itemId }).unwrap();
        toast({
          title: intl.formatMessage(cartToastMessages.removedTitle),
          description: intl.formatMessage(cartToastMessages.removedText),
        });
      } catch (error) {
        showError(error, cartToastMessages.removeFailed);
      }
    },
    [sessionId, remove, intl, showError],
  );

  const clearCart = useCallback(async () => {
    try {
      await clear(sessionId).unwrap();
      toast({
        title: intl.formatMessage(cartToastMessages.clearedTitle),
        description: intl.formatMessage(cartToastMessages.clearedText),
      });
    } catch (error) {
      showError(error, cartToastMessages.clearFailed);
    }
  }, [sessionId, clear, intl, showError]);

  return { updateQuantity, removeItem, clearCart, isClearing };
}
