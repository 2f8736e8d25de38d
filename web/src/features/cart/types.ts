/**
 * The cart response of spec §3 as far as the shell reads it. The cart feature owns the full
 * shape; move it to @lumina/contracts (CartDto) once the BFF publishes one.
 */
export interface CartItemResponse {
  id: string;
  quantity: number;
  price: string;
  product: { name: string; slug: string; sku: string; imageUrl: string | null; inStock: boolean };
}

export interface CartResponse {
  sessionId: string;
  items: CartItemResponse[];
  itemCount: number;
  totalAmount: string;
}
