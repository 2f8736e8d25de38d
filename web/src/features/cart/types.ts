/**
 * The cart's HTTP shapes (spec §3, §7), mirroring `CartDto` of services/contracts/src/cart/cart.dto.ts.
 * Kept local until `@lumina/contracts` exports the cart DTOs; then these become type re-exports.
 */
export interface CartItemResponse {
  id: string;
  productId?: string;
  quantity: number;
  /** Current unit price, decimal string in EUR (e.g. "49.90"). */
  price: string;
  /** Unit price when the line was added; differs from `price` when the catalogue changed it. */
  addedPrice?: string;
  priceChanged?: boolean;
  currency?: string;
  product: { name: string; slug: string; sku: string; imageUrl: string | null; inStock: boolean };
}

export interface CartResponse {
  sessionId: string;
  items: CartItemResponse[];
  itemCount: number;
  /** Sum of the lines, decimal string in EUR, before VAT. */
  totalAmount: string;
  currency?: string;
  /** False when the catalogue could not re-check the lines; checkout refuses until it can. */
  verified?: boolean;
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
