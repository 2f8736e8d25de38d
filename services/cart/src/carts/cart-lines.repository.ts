import { Injectable } from '@nestjs/common';
import { CART_MAX_QUANTITY, type ProductSnapshotDto } from '@lumina/contracts';
import { claimMessage, RequestContext } from '@lumina/platform';
import { DataSource } from 'typeorm';

/** A cart line as the cart's reads need it (what the line kept when it was added). */
export interface CartLineRow {
  id: string;
  productId: string;
  quantity: number;
  unitPriceMinor: number;
  currency: string;
  title: string;
  slug: string;
  sku: string;
  imageUrl: string | null;
}

/** TypeORM's postgres driver answers UPDATE and DELETE with `[rows, rowCount]`, everything else with rows. */
function rowCount(result: unknown): number {
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  )
    return result[1];
  throw new Error('Expected the [rows, rowCount] answer of an UPDATE or DELETE');
}

const LINE_COLUMNS = `l.id, l.product_id AS "productId", l.quantity, l.unit_price_minor AS "unitPriceMinor",
  l.currency, l.title, l.slug, l.sku, l.image_url AS "imageUrl"`;
const RETURNED_LINE = `id, product_id AS "productId", quantity, unit_price_minor AS "unitPriceMinor",
  currency, title, slug, sku, image_url AS "imageUrl"`;

/**
 * SQL of the cart's writes. Each one is a single statement scoped by session id, so ownership is
 * checked by the same query that changes the row and concurrent requests cannot interleave
 * between a check and a write.
 */
@Injectable()
export class CartLinesRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * Creates the cart if needed and adds to the product's line. Parallel adds of one product meet
   * in ON CONFLICT on (cart_id, product_id) and sum, capped at 99; the line takes the price and
   * title the shopper just saw. Null: this message was applied before (nothing added again).
   *
   * One statement, so one round trip: the claim of the message id (platform processed-messages,
   * as claimMessage records it) and the line's write commit together or not at all, without the
   * BEGIN, claim and COMMIT round trips of a transaction.
   */
  async add(sessionId: string, product: ProductSnapshotDto, quantity: number): Promise<CartLineRow | null> {
    const rows: CartLineRow[] = await this.db.query(
      `WITH claim AS (
         INSERT INTO processed_messages (handler, message_id)
         SELECT 'cart.add', $11::text WHERE $11::text IS NOT NULL
         ON CONFLICT (handler, message_id) DO NOTHING
         RETURNING 1
       ), cart AS (
         INSERT INTO carts (session_id) SELECT $1 WHERE $11::text IS NULL OR EXISTS (SELECT 1 FROM claim)
         ON CONFLICT (session_id) DO UPDATE SET updated_at = now()
         RETURNING id
       )
       INSERT INTO cart_lines (cart_id, product_id, quantity, unit_price_minor, currency, title, slug, sku, image_url)
       SELECT cart.id, $2, $3, $4, $5, $6, $7, $8, $9 FROM cart
       ON CONFLICT (cart_id, product_id) DO UPDATE SET
         quantity = LEAST($10::int, cart_lines.quantity + EXCLUDED.quantity),
         unit_price_minor = EXCLUDED.unit_price_minor,
         currency = EXCLUDED.currency,
         title = EXCLUDED.title,
         slug = EXCLUDED.slug,
         sku = EXCLUDED.sku,
         image_url = EXCLUDED.image_url,
         updated_at = now()
       RETURNING ${RETURNED_LINE}`,
      [
        sessionId,
        product.id,
        quantity,
        product.priceMinor,
        product.currency,
        product.title,
        product.slug,
        product.sku,
        product.imageUrl,
        CART_MAX_QUANTITY,
        // A retried request (its Idempotency-Key gives the same message id) adds nothing again.
        RequestContext.messageId() ?? null,
      ],
    );
    return rows[0] ?? null;
  }

  list(sessionId: string): Promise<CartLineRow[]> {
    return this.db.query(
      `SELECT ${LINE_COLUMNS} FROM cart_lines l JOIN carts c ON c.id = l.cart_id
       WHERE c.session_id = $1 ORDER BY l.created_at, l.id`,
      [sessionId],
    );
  }

  /**
   * False when the session has no such line (including a line of another cart). A retried request
   * changes nothing again, so it cannot undo a later change of the same line.
   */
  async setQuantity(sessionId: string, itemId: string, quantity: number): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await claimMessage(tx, 'cart.set-quantity'))) return true;
      const result: unknown = await tx.query(
        `UPDATE cart_lines l SET quantity = $3, updated_at = now() FROM carts c
         WHERE l.id = $2 AND l.cart_id = c.id AND c.session_id = $1`,
        [sessionId, itemId, quantity],
      );
      return rowCount(result) > 0;
    });
  }

  async remove(sessionId: string, itemId: string): Promise<boolean> {
    const result: unknown = await this.db.query(
      `DELETE FROM cart_lines l USING carts c WHERE l.id = $2 AND l.cart_id = c.id AND c.session_id = $1`,
      [sessionId, itemId],
    );
    return rowCount(result) > 0;
  }

  async clear(sessionId: string): Promise<void> {
    await this.db.query(
      `DELETE FROM cart_lines l USING carts c WHERE l.cart_id = c.id AND c.session_id = $1`,
      [sessionId],
    );
  }

  /**
   * After a payment: removes the paid products' lines not touched since, so a line added or
   * changed after paying survives a late or repeated `order.paid`. Returns how many went.
   */
  async clearPaid(sessionId: string, productIds: string[], paidAt: Date): Promise<number> {
    if (productIds.length === 0) return 0;
    // Applied once per order.paid message id (platform processed-messages), in the same transaction.
    return this.db.transaction(async (tx) => {
      if (!(await claimMessage(tx, 'cart.clear-paid'))) return 0;
      const result: unknown = await tx.query(
        `DELETE FROM cart_lines l USING carts c
         WHERE l.cart_id = c.id AND c.session_id = $1 AND l.product_id = ANY($2::uuid[]) AND l.updated_at <= $3`,
        [sessionId, productIds, paidAt],
      );
      return rowCount(result);
    });
  }
}
