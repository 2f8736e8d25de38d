import { Inject, Injectable } from '@nestjs/common';
import {
  isWireError,
  type AlertConfirmPayload,
  type AlertDataExport,
  type AlertLinkReply,
  type AlertManageLinkPayload,
  type AlertRemovePayload,
  type AlertSignUpPayload,
  type AlertSignUpReply,
  type AlertUpdatePayload,
  type DeliveryCountry,
  type MyAlertsDto,
} from '@lumina/contracts';
import { NotFoundError, ValidationError } from '@lumina/platform';
import { randomUUID } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { ALERTS_CONFIG, type AlertsConfig } from '../config';
import { CrossingsService } from '../crossings/crossings.service';
import { MailLinks } from '../mail/links';
import { MailOutbox } from '../mail/mail-outbox';
import { linkExpired, linkNotFound, linkUsed } from './link-errors';
import { fromMinor, ProductPrices, toMinor, type ProductPrice } from './product-prices';
import { returnedRows, toAlertDto, type SubscriptionRow } from './subscription-row';
import { emailHash, newToken, tokenHash } from './tokens';

type Config = Pick<AlertsConfig, 'CONFIRM_TTL_HOURS' | 'CONFIRM_RESEND_MINUTES' | 'MANAGE_TTL_DAYS'>;

/** Sign-up, double opt-in, unsubscribe and 'My alerts' (issue 27 items 1, 2 and 4). */
@Injectable()
export class SubscriptionsService {
  constructor(
    private readonly db: DataSource,
    private readonly prices: ProductPrices,
    private readonly outbox: MailOutbox,
    private readonly links: MailLinks,
    private readonly crossings: CrossingsService,
    @Inject(ALERTS_CONFIG) private readonly config: Config,
  ) {}

  /**
   * 'Notify me'. The alert waits for confirmation; the only mail before that asks to confirm, at
   * most once per CONFIRM_RESEND_MINUTES for the same address and product. The same address and
   * product again is the same alert (its target updated).
   */
  async signUp(input: AlertSignUpPayload): Promise<AlertSignUpReply> {
    const product = await this.readProduct(input.productSlug, input.country);
    const targetMinor = input.kind === 'stock' ? null : this.targetOf(input.targetPrice, product);
    const reply = (status: AlertSignUpReply['status']): AlertSignUpReply => ({
      status,
      kind: input.kind,
      targetPrice: targetMinor === null ? null : fromMinor(targetMinor),
      currency: product.currency,
    });
    const { status, mailIds } = await this.db.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('alerts-signup:' || $1 || ':' || $2))`, [input.email, product.productId]);
      const [live] = (await manager.query(
        `SELECT * FROM subscriptions WHERE email = $1 AND product_id = $2 AND status IN ('pending', 'active') FOR UPDATE`,
        [input.email, product.productId],
      )) as SubscriptionRow[];
      if (live?.status === 'active') {
        // Already confirmed: the new target counts from now (armed again), nothing is mailed.
        await manager.query(`UPDATE subscriptions SET kind = $2, target_minor = $3, armed = true, language = $4 WHERE id = $1`, [
          live.id,
          input.kind,
          targetMinor,
          input.language,
        ]);
        return { status: 'already-active' as const, mailIds: [] };
      }
      const recent =
        live?.confirmation_sent_at && Date.now() - new Date(live.confirmation_sent_at).getTime() < this.config.CONFIRM_RESEND_MINUTES * 60_000;
      const token = newToken();
      const id = live?.id ?? randomUUID();
      if (live) {
        await manager.query(
          `UPDATE subscriptions SET kind = $2, target_minor = $3, language = $4, country = $5,
                  confirm_token_hash = CASE WHEN $6 THEN confirm_token_hash ELSE $7 END,
                  confirm_expires_at = CASE WHEN $6 THEN confirm_expires_at ELSE now() + make_interval(hours => $8) END,
                  confirmation_sent_at = CASE WHEN $6 THEN confirmation_sent_at ELSE now() END
            WHERE id = $1`,
          [id, input.kind, targetMinor, input.language, input.country, Boolean(recent), tokenHash(token), this.config.CONFIRM_TTL_HOURS],
        );
      } else {
        await manager.query(
          `INSERT INTO subscriptions (id, email, email_hash, product_id, product_slug, product_title, country, language, kind, target_minor,
                                      currency, status, armed, in_stock, confirm_token_hash, confirm_expires_at, confirmation_sent_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'pending', true, $12, $13, now() + make_interval(hours => $14), now())`,
          [
            id,
            input.email,
            emailHash(input.email),
            product.productId,
            product.slug,
            product.title,
            input.country,
            input.language,
            input.kind,
            targetMinor,
            product.currency,
            product.best !== null,
            tokenHash(token),
            this.config.CONFIRM_TTL_HOURS,
          ],
        );
      }
      await this.logConsent(manager, { email: input.email, subscriptionId: id, event: 'sign-up', ip: input.ip, language: input.language, version: input.consentVersion });
      if (recent) return { status: 'confirmation-recent' as const, mailIds: [] };
      const mailIds = await this.outbox.store(manager, [
        {
          id: `confirm.${randomUUID()}`,
          email: input.email,
          language: input.language,
          subscriptionId: id,
          payload: {
            kind: 'confirm',
            productTitle: product.title,
            alertKind: input.kind,
            targetMinor,
            currency: product.currency,
            country: input.country,
            confirmUrl: this.links.confirm(input.language, token),
            hours: this.config.CONFIRM_TTL_HOURS,
          },
        },
      ]);
      return { status: 'confirmation-sent' as const, mailIds };
    });
    await this.outbox.enqueueQuietly(mailIds);
    return reply(status);
  }

  /** The link in the confirmation mail: the alert goes live and is looked at once right away. */
  async confirm({ token, ip }: AlertConfirmPayload): Promise<AlertLinkReply> {
    const { sub, manageToken } = await this.db.transaction(async (manager) => {
      const [sub] = (await manager.query(`SELECT * FROM subscriptions WHERE confirm_token_hash = $1 FOR UPDATE`, [tokenHash(token)])) as SubscriptionRow[];
      if (!sub) throw linkNotFound();
      if (sub.status !== 'pending') throw linkUsed();
      if (sub.confirm_expires_at && new Date(sub.confirm_expires_at).getTime() < Date.now()) throw linkExpired();
      const [confirmed] = returnedRows<SubscriptionRow>(
        await manager.query(`UPDATE subscriptions SET status = 'active', confirmed_at = now(), armed = true WHERE id = $1 RETURNING *`, [sub.id]),
      );
      const [signUp] = (await manager.query(
        `SELECT consent_version FROM consent_records WHERE subscription_id = $1 AND event = 'sign-up' ORDER BY at DESC LIMIT 1`,
        [sub.id],
      )) as Array<{ consent_version: string }>;
      await this.logConsent(manager, { email: sub.email, subscriptionId: sub.id, event: 'confirm', ip, language: sub.language, version: signUp?.consent_version ?? 'unknown' });
      return { sub: confirmed as SubscriptionRow, manageToken: await this.newManageToken(manager, sub.email) };
    });
    // A price already at or below the target is a crossing too: mailed now, once.
    const price = await this.readProduct(sub.product_slug, sub.country as DeliveryCountry).catch(() => null);
    if (price && sub.kind === 'price') await this.crossings.evaluateGroup(sub.product_id, sub.country, price, sub.id);
    return { alert: toAlertDto(sub), manageToken };
  }

  async unsubscribePreview(token: string): Promise<AlertLinkReply> {
    const sub = await this.byUnsubscribeToken(this.db.manager, token);
    return { alert: toAlertDto(sub), manageToken: await this.newManageToken(this.db.manager, sub.email) };
  }

  /** One-click (RFC 8058) and the page's button: ends the alert; again is fine and changes nothing. */
  async unsubscribe(token: string): Promise<AlertLinkReply> {
    return this.db.transaction(async (manager) => {
      const sub = await this.byUnsubscribeToken(manager, token);
      const ended = sub.status === 'ended' ? sub : await this.end(manager, sub, 'unsubscribed');
      return { alert: toAlertDto(ended), manageToken: await this.newManageToken(manager, sub.email) };
    });
  }

  /** 'Mail me my alerts link': answered the same whether or not the address has alerts (no address probing). */
  async requestManageLink({ email, language }: AlertManageLinkPayload): Promise<{ accepted: true }> {
    const ids = await this.db.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('alerts-manage:' || $1))`, [email]);
      const [{ live, recent }] = (await manager.query(
        `SELECT (SELECT count(*)::int FROM subscriptions WHERE email = $1 AND status IN ('pending', 'active')) AS live,
                (SELECT count(*)::int FROM mails WHERE email = $1 AND kind = 'manage-link' AND created_at > now() - make_interval(mins => $2)) AS recent`,
        [email, this.config.CONFIRM_RESEND_MINUTES],
      )) as [{ live: number; recent: number }];
      if (live === 0 || recent > 0) return [];
      const token = await this.newManageToken(manager, email);
      return this.outbox.store(manager, [
        {
          id: `manage.${randomUUID()}`,
          email,
          language,
          subscriptionId: null,
          payload: { kind: 'manage-link', manageUrl: this.links.manage(language, token), days: this.config.MANAGE_TTL_DAYS },
        },
      ]);
    });
    await this.outbox.enqueueQuietly(ids);
    return { accepted: true };
  }

  async list(token: string): Promise<MyAlertsDto> {
    const email = await this.emailOf(token);
    return this.myAlerts(email);
  }

  async update({ token, alertId, targetPrice }: AlertUpdatePayload): Promise<MyAlertsDto> {
    const email = await this.emailOf(token);
    const [, changed] = (await this.db.query(
      `UPDATE subscriptions SET target_minor = $3, armed = true WHERE id = $1 AND email = $2 AND kind = 'price' AND status IN ('pending', 'active')`,
      [alertId, email, toMinor(targetPrice)],
    )) as [unknown, number];
    if (changed === 0) throw new NotFoundError('ALERTS.ALERT_NOT_FOUND', 'No such price alert for this address');
    return this.myAlerts(email);
  }

  async remove({ token, alertId }: AlertRemovePayload): Promise<MyAlertsDto> {
    const email = await this.emailOf(token);
    await this.db.transaction(async (manager) => {
      const subs = (await manager.query(
        `SELECT * FROM subscriptions WHERE email = $1 AND status IN ('pending', 'active') AND ($2::uuid IS NULL OR id = $2) FOR UPDATE`,
        [email, alertId ?? null],
      )) as SubscriptionRow[];
      if (alertId && subs.length === 0) throw new NotFoundError('ALERTS.ALERT_NOT_FOUND', 'No such alert for this address');
      for (const sub of subs) await this.end(manager, sub, 'removed');
    });
    return this.myAlerts(email);
  }

  async exportData(token: string): Promise<AlertDataExport> {
    const email = await this.emailOf(token);
    const subs = (await this.db.query(`SELECT * FROM subscriptions WHERE email = $1 ORDER BY created_at`, [email])) as SubscriptionRow[];
    const consent = (await this.db.query(
      `SELECT event, at, ip, language, consent_version FROM consent_records WHERE email = $1 ORDER BY at, id`,
      [email],
    )) as Array<{ event: string; at: Date; ip: string | null; language: string; consent_version: string }>;
    const mails = (await this.db.query(`SELECT kind, status, created_at, sent_at FROM mails WHERE email = $1 ORDER BY created_at`, [email])) as Array<{
      kind: string;
      status: string;
      created_at: Date;
      sent_at: Date | null;
    }>;
    return {
      email,
      exportedAt: new Date().toISOString(),
      alerts: subs.map(toAlertDto),
      consent: consent.map((c) => ({ event: c.event, at: new Date(c.at).toISOString(), ip: c.ip, language: c.language, consentVersion: c.consent_version })),
      mails: mails.map((m) => ({ kind: m.kind, status: m.status, createdAt: new Date(m.created_at).toISOString(), sentAt: m.sent_at ? new Date(m.sent_at).toISOString() : null })),
    };
  }

  /**
   * 'Delete my data': alerts, mails and links go; the consent log keeps only the address's hash
   * (with time, language and text version) for three years, as proof of the consent once given.
   */
  async eraseData(token: string): Promise<{ erased: true }> {
    const email = await this.emailOf(token);
    await this.db.transaction(async (manager) => {
      await manager.query(`UPDATE consent_records SET email = NULL, ip = NULL WHERE email = $1`, [email]);
      await manager.query(
        `INSERT INTO consent_records (email_hash, event, language, consent_version) VALUES ($1, 'erase', 'en', 'n/a')`,
        [emailHash(email)],
      );
      await manager.query(`DELETE FROM mails WHERE email = $1`, [email]);
      await manager.query(`DELETE FROM subscriptions WHERE email = $1`, [email]);
      await manager.query(`DELETE FROM manage_tokens WHERE email = $1`, [email]);
    });
    return { erased: true };
  }

  private async myAlerts(email: string): Promise<MyAlertsDto> {
    const subs = (await this.db.query(
      `SELECT * FROM subscriptions WHERE email = $1 AND status IN ('pending', 'active') ORDER BY created_at DESC`,
      [email],
    )) as SubscriptionRow[];
    return { email, alerts: subs.map(toAlertDto) };
  }

  private async emailOf(token: string): Promise<string> {
    const [row] = (await this.db.query(`SELECT email, expires_at FROM manage_tokens WHERE token_hash = $1`, [tokenHash(token)])) as Array<{
      email: string;
      expires_at: Date;
    }>;
    if (!row) throw linkNotFound();
    if (new Date(row.expires_at).getTime() < Date.now()) throw linkExpired();
    return row.email;
  }

  private async byUnsubscribeToken(manager: EntityManager, token: string): Promise<SubscriptionRow> {
    const [sub] = (await manager.query(
      `SELECT s.* FROM unsubscribe_tokens t JOIN subscriptions s ON s.id = t.subscription_id WHERE t.token_hash = $1 FOR UPDATE OF s`,
      [tokenHash(token)],
    )) as SubscriptionRow[];
    if (!sub) throw linkNotFound();
    return sub;
  }

  /** Ends an alert: its mails not yet sent are dropped with it. */
  private async end(manager: EntityManager, sub: SubscriptionRow, reason: 'unsubscribed' | 'removed'): Promise<SubscriptionRow> {
    const [ended] = returnedRows<SubscriptionRow>(
      await manager.query(`UPDATE subscriptions SET status = 'ended', ended_at = now(), ended_reason = $2 WHERE id = $1 RETURNING *`, [sub.id, reason]),
    );
    await manager.query(`DELETE FROM mails WHERE subscription_id = $1 AND status IN ('queued', 'held') AND kind = 'alert'`, [sub.id]);
    const [signUp] = (await manager.query(
      `SELECT consent_version FROM consent_records WHERE subscription_id = $1 ORDER BY at DESC LIMIT 1`,
      [sub.id],
    )) as Array<{ consent_version: string }>;
    await this.logConsent(manager, { email: sub.email, subscriptionId: sub.id, event: 'unsubscribe', ip: null, language: sub.language, version: signUp?.consent_version ?? 'n/a' });
    return ended as SubscriptionRow;
  }

  private async newManageToken(manager: EntityManager, email: string): Promise<string> {
    const token = newToken();
    await manager.query(`INSERT INTO manage_tokens (token_hash, email, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`, [
      tokenHash(token),
      email,
      this.config.MANAGE_TTL_DAYS,
    ]);
    return token;
  }

  private async logConsent(
    manager: EntityManager,
    entry: { email: string; subscriptionId: string; event: 'sign-up' | 'confirm' | 'unsubscribe'; ip: string | null; language: string; version: string },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO consent_records (email_hash, email, subscription_id, event, ip, language, consent_version) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [emailHash(entry.email), entry.email, entry.subscriptionId, entry.event, entry.ip, entry.language, entry.version],
    );
  }

  /** Default: 10 % below today's lowest total (issue 27 item 1). */
  private targetOf(targetPrice: string | undefined, product: ProductPrice): number {
    if (targetPrice !== undefined) return toMinor(targetPrice);
    if (!product.best) throw new ValidationError('This product has no offer in stock for your country today: give a target price or ask for back in stock');
    return Math.max(1, Math.floor(product.best.totalMinor * 0.9));
  }

  private async readProduct(slug: string, country: DeliveryCountry): Promise<ProductPrice> {
    try {
      return await this.prices.read(slug, country);
    } catch (error) {
      if (isWireError(error) && error.kind === 'not_found') throw new NotFoundError('ALERTS.PRODUCT_NOT_FOUND', `No product ${slug}`);
      throw error;
    }
  }
}
