/** The cart's HTTP shapes (spec §3, §7), from `@lumina/contracts` (types only). */
export type { CartDto as CartResponse, CartItemDto as CartItemResponse } from '@lumina/contracts';

export interface AddToCartRequest {
  sessionId: string;
  productId: string;
  quantity: number;
}

export interface UpdateCartItemRequest {
  sessionId: string;
  itemId: string;
  quantity: number;
}

export interface RemoveCartItemRequest {
  sessionId: string;
  itemId: string;
}
