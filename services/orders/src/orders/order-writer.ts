import { Injectable } from '@nestjs/common';
import { claimMessage } from '@lumina/platform';
import { DataSource } from 'typeorm';

export interface WrittenOrder {
  id: string;
  orderNumber: string;
  created: boolean;
}

/**
 * Creates the order of a checkout, once. One statement does it all (order, its lines copied from
 * the checkout, its number), so there is no state in which an order exists without its lines.
 * Concurrent calls for one payment intent meet in the unique constraint: the loser's insert does
 * nothing and it reads the winner's order.
 */
@Injectable()
export class OrderWriter {
  constructor(private readonly db: DataSource) {}

  async createFromCheckout(checkoutId: string): Promise<WrittenOrder> {
    // A redelivered message (same producer id) skips the insert and reads the order it made
    // (platform processed-messages; the unique payment intent still guards different messages).
    const inserted: { id: string; order_number: string }[] = await this.db.transaction(async (tx) =>
      !(await claimMessage(tx, 'orders.create-order')) ? [] : tx.query(
      `WITH c AS (
         SELECT * FROM checkouts WHERE id = $1 AND payment_intent_id IS NOT NULL
       ),
       inserted AS (
         INSERT INTO orders (order_number, payment_intent_id, checkout_id, provider, cart_session_id, currency,
                             subtotal_minor, tax_minor, total_minor, shipping_minor, tax_rate_percent, tax_included, country,
                             shipping_address, billing_address)
         SELECT 'LUM-' || to_char(now() AT TIME ZONE 'UTC', 'YYYY') || '-' || lpad(nextval('order_number_seq')::text, 6, '0'),
                c.payment_intent_id, c.id, c.provider, c.cart_session_id, c.currency,
                c.subtotal_minor, c.tax_minor, c.total_minor, c.shipping_minor, c.tax_rate_percent, c.tax_included, c.country,
                c.shipping_address, c.billing_address
         FROM c
         ON CONFLICT (payment_intent_id) DO NOTHING
         RETURNING id, order_number
       ),
       lines AS (
         INSERT INTO order_lines (order_id, position, product_id, product_name, product_sku, quantity, unit_price_minor, total_minor)
         SELECT inserted.id, l.position, (l.line->>'productId')::uuid, l.line->>'title', l.line->>'sku',
                (l.line->>'quantity')::int, (l.line->>'unitPriceMinor')::int,
                (l.line->>'quantity')::int * (l.line->>'unitPriceMinor')::int
         FROM inserted, c, jsonb_array_elements(c.lines) WITH ORDINALITY AS l(line, position)
       )
       SELECT id, order_number FROM inserted`,
      [checkoutId],
    ),
    );
    const row = inserted[0];
    if (row) return { id: row.id, orderNumber: row.order_number, created: true };
    const found = await this.findByCheckout(checkoutId);
    if (!found) throw new Error(`Checkout ${checkoutId} has no payment intent; cannot create its order`);
    return found;
  }

  async findByCheckout(checkoutId: string): Promise<WrittenOrder | null> {
    const rows: { id: string; order_number: string }[] = await this.db.query(
      `SELECT o.id, o.order_number FROM orders o JOIN checkouts c ON c.payment_intent_id = o.payment_intent_id WHERE c.id = $1`,
      [checkoutId],
    );
    const found = rows[0];
    return found ? { id: found.id, orderNumber: found.order_number, created: false } : null;
  }

  /** An order the webhook created before any address was known gets the one confirm-payment brings. */
  async fillMissingAddresses(orderId: string, checkoutId: string): Promise<void> {
    await this.db.query(
      `UPDATE orders o SET shipping_address = c.shipping_address, billing_address = c.billing_address, updated_at = now()
       FROM checkouts c
       WHERE o.id = $1 AND c.id = $2 AND o.shipping_address IS NULL AND c.shipping_address IS NOT NULL`,
      [orderId, checkoutId],
    );
  }
}
