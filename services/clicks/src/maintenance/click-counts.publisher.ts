import { Injectable, Logger } from '@nestjs/common';
import { ClicksEvents } from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { DataSource } from 'typeorm';

/** Products per `click.counts` event. */
const CHUNK = 2000;

/**
 * Sends catalog the all-time counted clicks of every product whose count changed since it was
 * last sent. Absolute counts: a repeated or replayed event leaves catalog as it was. A count is
 * marked sent with the value sent, so clicks written meanwhile go out next time.
 */
@Injectable()
export class ClickCountsPublisher {
  private readonly logger = new Logger(ClickCountsPublisher.name);

  constructor(
    private readonly db: DataSource,
    private readonly rpc: RpcClient,
  ) {}

  async publish(): Promise<number> {
    let sent = 0;
    for (;;) {
      const rows: Array<{ product_id: string; clicks: number }> = await this.db.query(
        `SELECT product_id, clicks FROM product_counts WHERE sent_clicks IS DISTINCT FROM clicks ORDER BY product_id LIMIT ${CHUNK}`,
      );
      if (rows.length === 0) break;
      await this.rpc.emit(ClicksEvents.counts, { counts: rows.map((r) => ({ productId: r.product_id, clicks: r.clicks })) });
      await this.db.query(
        `UPDATE product_counts p SET sent_clicks = s.n FROM unnest($1::uuid[], $2::int[]) AS s(id, n) WHERE p.product_id = s.id`,
        [rows.map((r) => r.product_id), rows.map((r) => r.clicks)],
      );
      sent += rows.length;
      if (rows.length < CHUNK) break;
    }
    if (sent > 0) this.logger.log(`sent click counts of ${sent} product(s) to catalog`);
    return sent;
  }
}
