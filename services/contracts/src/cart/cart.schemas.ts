import { z } from '../zod';

/**
 * The header that proves which cart a call acts for where the path does not name it: cart item
 * changes (or `sessionId` in the body / query), and order reads (or `?session=`).
 */
export const CART_SESSION_HEADER = 'x-cart-session';

/** Quantity bounds of spec §5/§9. */
export const CART_MAX_QUANTITY = 99;

/**
 * The client-made cart identity of spec §3: `session_{timestamp}_{random}`, e.g.
 * `session_1732000000000_k3j9x2m1q`. Anything else is refused before it reaches a database.
 */
export const cartSessionIdSchema = z
  .string()
  .max(100)
  .regex(/^session_\d{1,16}_[A-Za-z0-9]{1,64}$/, 'must look like session_{timestamp}_{random}');

export const cartItemIdSchema = z.uuid({ message: 'must be a cart item id (UUID)' });

/** `POST /api/cart/add` body and the `cart.add` payload. */
export const addToCartSchema = z.object({
  sessionId: cartSessionIdSchema,
  productId: z.uuid({ message: 'must be a product id (UUID)' }),
  quantity: z.number().int().min(1).max(CART_MAX_QUANTITY).default(1),
});
export type AddToCartInput = z.infer<typeof addToCartSchema>;

/**
 * `PUT /api/cart/items/{itemId}` body. 0 or less removes the line (spec §4). `sessionId` may come
 * here or in the `x-cart-session` header.
 */
export const updateCartItemBodySchema = z.object({
  quantity: z.number().int().min(-1_000_000).max(CART_MAX_QUANTITY),
  sessionId: cartSessionIdSchema.optional(),
});
export type UpdateCartItemBody = z.infer<typeof updateCartItemBodySchema>;

export const cartSessionPayload = z.object({ sessionId: cartSessionIdSchema });
export type CartSessionPayload = z.infer<typeof cartSessionPayload>;

export const updateCartItemPayload = z.object({
  sessionId: cartSessionIdSchema,
  itemId: cartItemIdSchema,
  quantity: updateCartItemBodySchema.shape.quantity,
});
export type UpdateCartItemPayload = z.infer<typeof updateCartItemPayload>;

export const removeCartItemPayload = z.object({ sessionId: cartSessionIdSchema, itemId: cartItemIdSchema });
export type RemoveCartItemPayload = z.infer<typeof removeCartItemPayload>;
