/**
 * The cart's HTTP shapes (spec §3, §7). Local until the backend publishes its DTOs in
 * `@lumina/contracts` (services/contracts/src/cart/); then these become type re-exports.
 */
export interface CartItemResponse {
  id: string;
  quantity: number;
  /** Unit price, decimal string in EUR (e.g. "49.90"). */
  price: string;
  product: { name: string; slug: string; sku: string; imageUrl: string | null; inStock: boolean };
}

export interface CartResponse {
  sessionId: string;
  items: CartItemResponse[];
  itemCount: number;
  /** Sum of the lines, decimal string in EUR. */
  totalAmount: string;
}

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
