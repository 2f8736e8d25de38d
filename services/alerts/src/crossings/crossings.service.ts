import { Inject, Injectable, Logger } from '@nestjs/common';
import { isWireError, type DeliveryCountry } from '@lumina/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { ALERTS_CONFIG, type AlertsConfig } from '../config';
import { MailLinks } from '../mail/links';
import { MailOutbox, type StoredMail } from '../mail/mail-outbox';
import type { AlertMail } from '../mail/mail.types';
import { ProductPrices, type ProductPrice } from '../subscriptions/product-prices';
import type { SubscriptionRow } from '../subscriptions/subscription-row';
import { newToken, tokenHash } from '../subscriptions/tokens';
import { decide } from './crossing-rules';

/** How many product pages are read from catalog at once while evaluating a batch. */
const READ_CONCURRENCY = 8;

/**
 * Decides crossings for the products a batch changed and stores each crossing's mail in the same
 * transaction as the subscription's new state: the mail id names the subscription and its crossing
 * number, so a batch applied twice (a re-delivered event, a restarted worker) stores it once.
 */
@Injectable()
export class CrossingsService {
  private readonly logger = new Logger(CrossingsService.name);

  constructor(
    private readonly db: DataSource,
    private readonly prices: ProductPrices,
    private readonly outbox: MailOutbox,
    private readonly links: MailLinks,
    @Inject(ALERTS_CONFIG) private readonly config: Pick<AlertsConfig, 'ALERT_MAILS_PER_DAY' | 'MANAGE_TTL_DAYS'>,
  ) {}

  /** Every active alert on these products, per country the alerts deliver to. Returns the mails stored. */
  async evaluateProducts(productIds: string[]): Promise<number> {
    if (productIds.length === 0) return 0;
    const groups: Array<{ product_id: string; product_slug: string; country: DeliveryCountry }> = await this.db.query(
      `SELECT DISTINCT ON (product_id, country) product_id, product_slug, country
         FROM subscriptions WHERE status = 'active' AND product_id = ANY($1::uuid[])
        ORDER BY product_id, country, created_at DESC`,
      [productIds],
    );
    let stored = 0;
    for (let i = 0; i < groups.length; i += READ_CONCURRENCY) {
      const counts = await Promise.all(
        groups.slice(i, i + READ_CONCURRENCY).map(async (group) => {
          const price = await this.readOrSkip(group.product_slug, group.country);
          return price ? this.evaluateGroup(group.product_id, group.country, price) : 0;
        }),
      );
      stored += counts.reduce((a, b) => a + b, 0);
    }
    return stored;
  }

  /** One product and country: lock its active alerts, decide each, store the mails, then queue them. */
  async evaluateGroup(productId: string, country: string, price: ProductPrice, onlyId?: string): Promise<number> {
    const ids = await this.db.transaction(async (manager) => {
      const subs: SubscriptionRow[] = await manager.query(
        `SELECT * FROM subscriptions WHERE status = 'active' AND product_id = $1 AND country = $2 AND ($3::uuid IS NULL OR id = $3)
          ORDER BY id FOR UPDATE`,
        [productId, country, onlyId ?? null],
      );
      const mails: StoredMail[] = [];
      for (const sub of subs) {
        const decision = decide(sub, price);
        const crossings = sub.crossings + (decision.fire ? 1 : 0);
        await manager.query(
          `UPDATE subscriptions SET armed = $2, in_stock = $3, crossings = $4, product_slug = $5, product_title = $6,
                  status = CASE WHEN $7 THEN 'ended' ELSE status END, ended_at = CASE WHEN $7 THEN now() ELSE ended_at END,
                  ended_reason = CASE WHEN $7 THEN 'notified' ELSE ended_reason END
            WHERE id = $1`,
          [sub.id, decision.armed, decision.inStock, crossings, price.slug, price.title, decision.end],
        );
        if (decision.fire && price.best) mails.push(await this.alertMail(manager, sub, price, price.best, crossings));
      }
      return this.outbox.store(manager, mails);
    });
    await this.outbox.enqueueQuietly(ids);
    return ids.length;
  }

  private async alertMail(manager: EntityManager, sub: SubscriptionRow, price: ProductPrice, best: NonNullable<ProductPrice['best']>, crossing: number): Promise<StoredMail> {
    // The day's cap counts per address across its alerts: serialise the address's crossings.
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('alerts-cap:' || $1))`, [sub.email]);
    const [{ today }] = (await manager.query(
      `SELECT count(*)::int AS today FROM mails
        WHERE email = $1 AND kind = 'alert' AND status <> 'held' AND created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
      [sub.email],
    )) as [{ today: number }];
    const manageToken = newToken();
    await manager.query(`INSERT INTO manage_tokens (token_hash, email, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`, [
      tokenHash(manageToken),
      sub.email,
      this.config.MANAGE_TTL_DAYS,
    ]);
    const unsubscribeToken = await this.unsubscribeToken(manager, sub.id);
    const payload: AlertMail = {
      kind: 'alert',
      alertKind: sub.kind,
      productTitle: price.title,
      imageUrl: price.imageUrl,
      priceMinor: best.totalMinor,
      targetMinor: sub.target_minor,
      currency: price.currency,
      shop: best.shop,
      country: sub.country,
      energyRating: price.energyRating,
      clickUrl: this.links.click(price.productId, best.offerId),
      unsubscribeUrl: this.links.unsubscribePage(sub.language, unsubscribeToken),
      oneClickUrl: this.links.oneClick(unsubscribeToken),
      manageUrl: this.links.manage(sub.language, manageToken),
    };
    return {
      id: `alert.${sub.id}.${crossing}`,
      email: sub.email,
      language: sub.language,
      subscriptionId: sub.id,
      payload,
      status: today >= this.config.ALERT_MAILS_PER_DAY ? 'held' : 'queued',
    };
  }

  /** A token of the mail's own (only hashes are stored, so an earlier one cannot be re-sent; every one keeps working). */
  private async unsubscribeToken(manager: EntityManager, subscriptionId: string): Promise<string> {
    const token = newToken();
    await manager.query(`INSERT INTO unsubscribe_tokens (token_hash, subscription_id) VALUES ($1, $2)`, [tokenHash(token), subscriptionId]);
    return token;
  }

  /** A product catalog no longer has is skipped; catalog out of reach throws, so the event is delivered again. */
  private async readOrSkip(slug: string, country: DeliveryCountry): Promise<ProductPrice | null> {
    try {
      return await this.prices.read(slug, country);
    } catch (error) {
      if (isWireError(error) && error.kind === 'not_found') {
        this.logger.warn(`product ${slug} is no longer in the catalogue: its alerts wait`);
        return null;
      }
      throw error;
    }
  }
}
