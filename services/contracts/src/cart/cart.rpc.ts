import type { CartDto, CheckoutCartDto } from './cart.dto';
import type {
  AddToCartInput,
  CartSessionPayload,
  RemoveCartItemPayload,
  UpdateCartItemPayload,
} from './cart.schemas';

export const CartPatterns = {
  get: 'cart.get',
  add: 'cart.add',
  updateItem: 'cart.items.update',
  removeItem: 'cart.items.remove',
  clear: 'cart.clear',
  /** Used by orders: the lines re-checked with catalog, in minor units. */
  checkout: 'cart.checkout',
} as const;

/** Error codes a cart call can answer with (kind in brackets). */
export const CartErrorCodes = {
  productNotFound: 'CART.PRODUCT_NOT_FOUND', // not_found
  outOfStock: 'CART.PRODUCT_OUT_OF_STOCK', // conflict
  itemNotFound: 'CART.ITEM_NOT_FOUND', // not_found (also: the item belongs to another cart)
  catalogUnavailable: 'CART.CATALOG_UNAVAILABLE', // unavailable: catalog did not answer an add
} as const;

export interface CartRpc {
  [CartPatterns.get]: { payload: CartSessionPayload; reply: CartDto };
  [CartPatterns.add]: { payload: AddToCartInput; reply: CartDto };
  [CartPatterns.updateItem]: { payload: UpdateCartItemPayload; reply: CartDto };
  [CartPatterns.removeItem]: { payload: RemoveCartItemPayload; reply: CartDto };
  [CartPatterns.clear]: { payload: CartSessionPayload; reply: CartDto };
  [CartPatterns.checkout]: { payload: CartSessionPayload; reply: CheckoutCartDto };
}
