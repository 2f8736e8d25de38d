import { defineMessages } from 'react-intl';

/** The cart's toasts (spec §8), with the fallbacks shown when the server gives no message. */
export const cartToastMessages = defineMessages({
  errorTitle: {
    id: 'cart.toast.error.title',
    defaultMessage: 'Error',
    description: 'Title of the toast shown when a cart action fails',
  },
  addedTitle: {
    id: 'cart.toast.added.title',
    defaultMessage: 'Added to cart',
    description: 'Toast title after a product was added to the cart',
  },
  addedText: {
    id: 'cart.toast.added.text',
    defaultMessage: 'Product successfully added to your cart',
    description: 'Toast text after a product was added to the cart',
  },
  addFailed: {
    id: 'cart.toast.addFailed',
    defaultMessage: 'Failed to add product to cart',
    description: 'Error toast text when adding to the cart fails and the server gave no message',
  },
  updateFailed: {
    id: 'cart.toast.updateFailed',
    defaultMessage: 'Failed to update quantity',
    description: 'Error toast text when changing a cart quantity fails and the server gave no message',
  },
  removedTitle: {
    id: 'cart.toast.removed.title',
    defaultMessage: 'Removed from cart',
    description: 'Toast title after a cart line was removed',
  },
  removedText: {
    id: 'cart.toast.removed.text',
    defaultMessage: 'Product removed from your cart',
    description: 'Toast text after a cart line was removed',
  },
  removeFailed: {
    id: 'cart.toast.removeFailed',
    defaultMessage: 'Failed to remove product from cart',
    description: 'Error toast text when removing a cart line fails and the server gave no message',
  },
  clearedTitle: {
    id: 'cart.toast.cleared.title',
    defaultMessage: 'Cart cleared',
    description: 'Toast title after the cart was emptied',
  },
  clearedText: {
    id: 'cart.toast.cleared.text',
    defaultMessage: 'All items removed from your cart',
    description: 'Toast text after the cart was emptied',
  },
  clearFailed: {
    id: 'cart.toast.clearFailed',
    defaultMessage: 'Failed to clear cart',
    description: 'Error toast text when clearing the cart fails and the server gave no message',
  },
});
