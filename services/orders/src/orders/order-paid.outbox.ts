import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { OrdersEvents, type OrderPaidEvent } from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { DataSource } from 'typeorm';
import type { OrdersConfig } from '../config';
import { ORDERS_CONFIG } from '../orders-config.token';

interface UnsentRow {
  id: string;
  order_number: string;
  payment_intent_id: string;
  cart_session_id: string;
  created_at: Date;
  total_minor: number;
  currency: string;
  product_ids: string[];
}

/** Orders younger than this are still being sent by the request that wrote them. */
const RELAY_GRACE_SECONDS = 10;

/**
 * `order.paid` leaves after the order is committed; `paid_event_sent_at` records that it did. A
 * crash in between leaves the column null, and the relay (at start and on an interval) or the next
 * confirm/webhook for that payment sends it again. At least once, under one message id per order:
 * the cart applies it once (processed_messages). With REDIS_MIN_REPLICAS > 0 it is marked sent only
 * after Redis WAIT confirms that many replicas have it; otherwise it stays unsent and is re-sent.
 */
@Injectable()
export class OrderPaidOutbox implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OrderPaidOutbox.name);
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly db: DataSource,
    private readonly rpc: RpcClient,
    @Inject(ORDERS_CONFIG) private readonly config: OrdersConfig,
  ) {}

  onApplicationBootstrap(): void {
    const tick = () => void this.relay().catch((error: unknown) => this.logger.error(`relay failed: ${(error as Error).message}`));
    tick();
    this.timer = setInterval(tick, this.config.OUTBOX_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /**
   * Sends the order's event unless it is already known to be sent. The order is committed either
   * way: an event Redis did not take (or not replicate, during a failover) is left to the relay,
   * so the shopper's payment answer does not fail on it.
   */
  async sendIfUnsent(orderId: string): Promise<void> {
    for (const row of await this.unsent('o.id = $1', [orderId])) {
      await this.send(row).catch((error: unknown) =>
        this.logger.warn(`order.paid for order ${row.order_number} not sent yet (${(error as Error).message}); the relay sends it again`),
      );
    }
  }

  async relay(): Promise<number> {
    const rows = await this.unsent(`o.created_at < now() - make_interval(secs => $1) ORDER BY o.created_at LIMIT 100`, [
      RELAY_GRACE_SECONDS,
    ]);
    for (const row of rows) await this.send(row);
    if (rows.length > 0) this.logger.warn(`re-sent order.paid for ${rows.length} order(s)`);
    return rows.length;
  }

  private unsent(where: string, params: unknown[]): Promise<UnsentRow[]> {
    return this.db.query(
      `SELECT o.id, o.order_number, o.payment_intent_id, o.cart_session_id, o.created_at, o.total_minor, o.currency,
              ARRAY(SELECT l.product_id::text FROM order_lines l WHERE l.order_id = o.id ORDER BY l.position) AS product_ids
       FROM orders o WHERE o.paid_event_sent_at IS NULL AND ${where}`,
      params,
    );
  }

  private async send(row: UnsentRow): Promise<void> {
    const event: OrderPaidEvent = {
      orderId: row.id,
      orderNumber: row.order_number,
      paymentIntentId: row.payment_intent_id,
      cartSessionId: row.cart_session_id,
      paidAt: row.created_at.toISOString(),
      productIds: row.product_ids,
      totalMinor: row.total_minor,
      currency: row.currency,
    };
    // The same message id on every re-send, so the cart clears once however often this runs; with
    // replicas configured it counts as sent only once a replica has it (a failover cannot lose it).
    await this.rpc.emit(OrdersEvents.paid, event, {
      messageId: `order.paid:${row.id}`,
      minReplicas: this.config.REDIS_MIN_REPLICAS,
    });
    await this.db.query(`UPDATE orders SET paid_event_sent_at = now() WHERE id = $1 AND paid_event_sent_at IS NULL`, [row.id]);
  }
}
