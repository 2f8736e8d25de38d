import { Client } from 'pg';
import type { CheckoutOutcome, ExpectedCart, SentClick } from './shopper-load';

export interface OrdersReconciliation {
  /** Test payments the provider marked succeeded (PostgreSQL). */
  paidIntents: number;
  orders: number;
  /** Paid intents without an order, plus order numbers a shopper was given that PostgreSQL does not have. */
  lost: number;
  /** More than one order for one payment intent or one cart. */
  duplicated: number;
  /** Checkouts the load saw end with an order number. */
  confirmedToShoppers: number;
  /** Orders a shopper never saw confirmed (the answer was lost), kept and paid all the same. */
  createdUnconfirmed: number;
  /** Ordered carts still holding lines after order.paid. */
  paidCartsNotCleared: number;
}

export interface ClicksReconciliation {
  sent: number;
  recorded: number;
  /** Click ids sent (302 answered) that the clicks table does not have, with when they were sent. */
  missing: SentClick[];
  /** Rows for a click id the load never saw (none expected: every click id is one redirect). */
  unknown: number;
}

export interface CartsReconciliation {
  checked: number;
  /** Carts whose lines differ from what the shopper's answered writes say they hold. */
  inconsistent: number;
  firstDifference?: string;
}

/** Reads what the services stored, straight from their schemas in PostgreSQL. */
export class Reconciler {
  private constructor(private readonly db: Client) {}

  static async open(databaseUrl: string): Promise<Reconciler> {
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    return new Reconciler(db);
  }

  async orders(checkouts: readonly CheckoutOutcome[]): Promise<OrdersReconciliation> {
    const one = async (sql: string, params: unknown[] = []) => Number((await this.db.query<{ n: string }>(sql, params)).rows[0]?.n ?? 0);
    const paidIntents = await one(`SELECT count(*) AS n FROM orders.manual_payment_intents WHERE status = 'succeeded'`);
    const orders = await one(`SELECT count(*) AS n FROM orders.orders`);
    const paidWithoutOrder = await one(
      `SELECT count(*) AS n FROM orders.manual_payment_intents i
        WHERE i.status = 'succeeded' AND NOT EXISTS (SELECT 1 FROM orders.orders o WHERE o.payment_intent_id = i.id)`,
    );
    const confirmed = checkouts.flatMap((c) => (c.orderNumber ? [c.orderNumber] : []));
    const confirmedMissing = await one(
      `SELECT count(*) AS n FROM unnest($1::text[]) AS given(number) WHERE NOT EXISTS (SELECT 1 FROM orders.orders o WHERE o.order_number = given.number)`,
      [confirmed],
    );
    const duplicated = await one(
      `SELECT coalesce(sum(n - 1), 0) AS n FROM (
         SELECT count(*) AS n FROM orders.orders GROUP BY cart_session_id HAVING count(*) > 1
         UNION ALL SELECT count(*) AS n FROM orders.orders GROUP BY payment_intent_id HAVING count(*) > 1) d`,
    );
    const sessions = (await this.db.query<{ cart_session_id: string }>(`SELECT cart_session_id FROM orders.orders`)).rows.map((r) => r.cart_session_id);
    const paidCartsNotCleared = await one(
      `SELECT count(DISTINCT c.session_id) AS n FROM cart.carts c JOIN cart.cart_lines l ON l.cart_id = c.id WHERE c.session_id = ANY($1::text[])`,
      [sessions],
    );
    return {
      paidIntents,
      orders,
      lost: paidWithoutOrder + confirmedMissing,
      duplicated,
      confirmedToShoppers: confirmed.length,
      createdUnconfirmed: orders - confirmed.length + confirmedMissing,
      paidCartsNotCleared,
    };
  }

  async clicks(sent: readonly SentClick[]): Promise<ClicksReconciliation> {
    const ids = sent.map((click) => click.clickId);
    const found = new Set(
      (await this.db.query<{ id: string }>(`SELECT id::text AS id FROM clicks.clicks WHERE id = ANY($1::uuid[])`, [ids])).rows.map((r) => r.id),
    );
    const total = Number((await this.db.query<{ n: string }>(`SELECT count(*) AS n FROM clicks.clicks`)).rows[0]?.n ?? 0);
    return { sent: sent.length, recorded: found.size, missing: sent.filter((click) => !found.has(click.clickId)), unknown: total - found.size };
  }

  /** How many of the sent clicks are recorded so far (to wait for the clicks service to catch up). */
  async recordedClicks(sent: readonly SentClick[]): Promise<number> {
    const { rows } = await this.db.query<{ n: string }>(`SELECT count(*) AS n FROM clicks.clicks WHERE id = ANY($1::uuid[])`, [sent.map((c) => c.clickId)]);
    return Number(rows[0]?.n ?? 0);
  }

  async carts(expected: readonly ExpectedCart[]): Promise<CartsReconciliation> {
    const { rows } = await this.db.query<{ session_id: string; product_id: string; quantity: number }>(
      `SELECT c.session_id, l.product_id::text AS product_id, l.quantity FROM cart.carts c JOIN cart.cart_lines l ON l.cart_id = c.id
        WHERE c.session_id = ANY($1::text[])`,
      [expected.map((cart) => cart.sessionId)],
    );
    const stored = new Map<string, Record<string, number>>();
    for (const row of rows) stored.set(row.session_id, { ...stored.get(row.session_id), [row.product_id]: row.quantity });
    let inconsistent = 0;
    let firstDifference: string | undefined;
    for (const cart of expected) {
      const actual = stored.get(cart.sessionId) ?? {};
      if (sameLines(actual, cart.lines)) continue;
      inconsistent += 1;
      firstDifference ??= `${cart.sessionId}: expected ${JSON.stringify(cart.lines)}, stored ${JSON.stringify(actual)}`;
    }
    return { checked: expected.length, inconsistent, firstDifference };
  }

  /** The synced merchant's products in the catalogue that the shop lists (not removed). */
  async merchantProducts(merchantId: string): Promise<number> {
    const { rows } = await this.db.query<{ n: string }>(`SELECT count(*) AS n FROM catalog.products WHERE merchant_id = $1 AND removed_at IS NULL`, [merchantId]);
    return Number(rows[0]?.n ?? 0);
  }

  close(): Promise<void> {
    return this.db.end();
  }
}

function sameLines(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}
