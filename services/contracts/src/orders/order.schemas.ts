import { z } from '../zod';
import { cartSessionIdSchema } from '../cart/cart.schemas';

/** `LUM-2026-000123` */
export const orderNumberSchema = z.string().regex(/^LUM-\d{4}-\d{6,}$/, 'must be an order number like LUM-2026-000123');

/**
 * Reading an order needs the cart session that placed it (header `x-cart-session`, or `?session=`):
 * order numbers are sequential, so the number alone would let anyone page through addresses.
 */
export const orderLookupPayload = z.object({ orderNumber: orderNumberSchema, cartSessionId: cartSessionIdSchema });
export type OrderLookupPayload = z.infer<typeof orderLookupPayload>;

/** `order.paid`: emitted once an order exists for a successful payment (at least once: handlers are idempotent). */
export const orderPaidEventSchema = z.object({
  orderId: z.uuid(),
  orderNumber: orderNumberSchema,
  paymentIntentId: z.string().min(1),
  cartSessionId: cartSessionIdSchema,
  /** ISO time the order was written: the cart clears only lines last changed before it. */
  paidAt: z.iso.datetime({ offset: true }),
  /** The products paid for: lines added to the cart meanwhile stay. */
  productIds: z.array(z.uuid()),
  totalMinor: z.number().int(),
  currency: z.string().length(3),
});
export type OrderPaidEvent = z.infer<typeof orderPaidEventSchema>;
