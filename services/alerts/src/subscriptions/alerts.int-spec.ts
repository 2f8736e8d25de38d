import { ALERT_CONSENT_VERSION, AlertsPatterns, type AlertSignUpPayload } from '@lumina/contracts';
import { eventually } from '@lumina/platform/testing';
import type { ParsedMail } from 'mailparser';
import { PUBLIC_URL, startAlerts, uniqueEmail, type AlertsFixture } from '../testing/alerts-fixture';
import { headerOf, linkIn, tokenOf } from '@lumina/platform/testing';

const MAIL_WAIT_MS = 15_000;

describe('alerts: sign-up, double opt-in, crossings and mail over SMTP', () => {
  let fx: AlertsFixture;

  beforeAll(async () => {
    fx = await startAlerts('alerts', { ALERT_MAILS_PER_DAY: '2' });
  });

  afterAll(async () => {
    await fx?.close();
  });

  const signUp = (overrides: Partial<AlertSignUpPayload> & Pick<AlertSignUpPayload, 'email' | 'productSlug'>) =>
    fx.alerts.rpc.send(AlertsPatterns.signUp, {
      kind: 'price',
      country: 'IE',
      language: 'en',
      consentVersion: ALERT_CONSENT_VERSION,
      ip: '127.0.0.9',
      ...overrides,
    });

  const mailsTo = (email: string, count: number) => eventually(() => fx.smtp.to(email), (mails) => mails.length >= count, MAIL_WAIT_MS);

  /** Signs up and confirms through the link in the captured mail; returns the confirmation mail. */
  async function confirmedAlert(email: string, productSlug: string, extra: Partial<AlertSignUpPayload> = {}): Promise<ParsedMail> {
    const before = fx.smtp.to(email).length;
    await signUp({ email, productSlug, ...extra });
    const confirmation = (await mailsTo(email, before + 1))[before]!;
    const link = linkIn(confirmation, `${PUBLIC_URL}/${extra.language ?? 'en'}/alerts/confirm/`);
    await fx.alerts.rpc.send(AlertsPatterns.confirm, { token: tokenOf(link), ip: '127.0.0.9' });
    return confirmation;
  }

  it('sends only a confirmation, in the shopper language, without advertising or unsubscribe headers, and logs the consent', async () => {
    const product = await fx.catalog.add({ title: 'Opal pendant', priceMinor: 10_000 });
    const email = uniqueEmail();
    const reply = await signUp({ email, productSlug: product.slug, language: 'de' });
    expect(reply).toEqual({ status: 'confirmation-sent', kind: 'price', targetPrice: '90.00', currency: 'EUR' });

    const [mail] = await mailsTo(email, 1);
    expect(mail!.subject).toBe('Bitte bestätigen Sie Ihren Preisalarm für Opal pendant');
    expect(mail!.headers.get('content-language')).toBe('de');
    expect(headerOf(mail!, 'list-unsubscribe')).toBeUndefined();
    expect(mail!.html).toContain('lang="de"');
    expect(mail!.text).toContain('90,00');
    // The one link is the confirmation: no shop link, no other product.
    const hrefs = [...String(mail!.html).matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs).toHaveLength(1);
    expect(hrefs[0]).toMatch(new RegExp(`^${PUBLIC_URL}/de/alerts/confirm/[A-Za-z0-9_-]{32}$`));

    const consent = await fx.db.query(`SELECT event, ip, language, consent_version FROM consent_records WHERE email = $1`, [email]);
    expect(consent).toEqual([{ event: 'sign-up', ip: '127.0.0.9', language: 'de', consent_version: ALERT_CONSENT_VERSION }]);
    const [sub] = await fx.db.query(`SELECT status FROM subscriptions WHERE email = $1`, [email]);
    expect(sub.status).toBe('pending');
  });

  it('keeps one alert for the same address and product and sends at most one confirmation per 10 minutes', async () => {
    const product = await fx.catalog.add({ priceMinor: 5_000 });
    const email = uniqueEmail();
    await signUp({ email, productSlug: product.slug });
    const again = await signUp({ email, productSlug: product.slug, targetPrice: '40.00' });
    expect(again).toMatchObject({ status: 'confirmation-recent', targetPrice: '40.00' });
    await mailsTo(email, 1);
    // Give a second mail the time it would need; none comes.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(fx.smtp.to(email)).toHaveLength(1);
    const rows = await fx.db.query(`SELECT target_minor FROM subscriptions WHERE email = $1`, [email]);
    expect(rows).toEqual([{ target_minor: 4000 }]);
  });

  it('answers unknown, used and expired confirmation links with a not-found that changes nothing', async () => {
    const product = await fx.catalog.add({ priceMinor: 5_000 });
    const unknown = fx.alerts.rpc.send(AlertsPatterns.confirm, { token: 'A'.repeat(32), ip: '127.0.0.1' });
    await expect(unknown).rejects.toMatchObject({ code: 'ALERTS.LINK_NOT_FOUND', kind: 'not_found' });

    const email = uniqueEmail();
    await signUp({ email, productSlug: product.slug });
    const token = tokenOf(linkIn((await mailsTo(email, 1))[0]!, `${PUBLIC_URL}/en/alerts/confirm/`));
    await fx.db.query(`UPDATE subscriptions SET confirm_expires_at = now() - interval '1 minute' WHERE email = $1`, [email]);
    await expect(fx.alerts.rpc.send(AlertsPatterns.confirm, { token, ip: '127.0.0.1' })).rejects.toMatchObject({ code: 'ALERTS.LINK_EXPIRED' });
    expect((await fx.db.query(`SELECT status FROM subscriptions WHERE email = $1`, [email]))[0].status).toBe('pending');

    await fx.db.query(`UPDATE subscriptions SET confirm_expires_at = now() + interval '1 hour' WHERE email = $1`, [email]);
    const confirmed = await fx.alerts.rpc.send(AlertsPatterns.confirm, { token, ip: '127.0.0.2' });
    expect(confirmed.alert.status).toBe('active');
    await expect(fx.alerts.rpc.send(AlertsPatterns.confirm, { token, ip: '127.0.0.1' })).rejects.toMatchObject({ code: 'ALERTS.LINK_USED' });
    const consent = await fx.db.query(`SELECT event, ip FROM consent_records WHERE email = $1 ORDER BY id`, [email]);
    expect(consent).toEqual([
      { event: 'sign-up', ip: '127.0.0.9' },
      { event: 'confirm', ip: '127.0.0.2' },
    ]);
  });

  it('mails once per crossing with RFC 8058 headers and a link through the click redirect, re-armed only above the target', async () => {
    const product = await fx.catalog.add({ title: 'Brass wall light', priceMinor: 10_000 });
    const email = uniqueEmail();
    await confirmedAlert(email, product.slug);

    await fx.catalog.update(product.id, { priceMinor: 8_500 });
    await fx.offersChanged([product.id]);
    const [, alert] = await mailsTo(email, 2);
    expect(alert!.subject).toBe('Brass wall light now costs €85.00');
    expect(alert!.messageId).toMatch(/^<alert\.[0-9a-f-]{36}\.1@alerts\.lumina>$/);
    const oneClick = headerOf(alert!, 'list-unsubscribe');
    expect(oneClick).toMatch(new RegExp(`^<${PUBLIC_URL}/api/alerts/unsubscribe/[A-Za-z0-9_-]{32}>$`));
    expect(headerOf(alert!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(linkIn(alert!, `${PUBLIC_URL}/api/click/${product.id}`)).toBeDefined();
    expect(linkIn(alert!, `${PUBLIC_URL}/en/alerts/manage/`)).toBeDefined();
    expect(alert!.text).toContain('€85.00 at Alerts Suite Lights');

    // The same batch again, and a lower price while disarmed: no second mail.
    await fx.offersChanged([product.id]);
    await fx.catalog.update(product.id, { priceMinor: 8_000 });
    await fx.offersChanged([product.id]);
    // Above the target re-arms; falling again is a second crossing.
    await fx.catalog.update(product.id, { priceMinor: 9_500 });
    await fx.offersChanged([product.id]);
    await fx.catalog.update(product.id, { priceMinor: 8_900 });
    await fx.offersChanged([product.id]);
    const mails = await mailsTo(email, 3);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(fx.smtp.to(email)).toHaveLength(3);
    expect(mails[2]!.messageId).toMatch(/\.2@alerts\.lumina>$/);
    expect(mails[2]!.subject).toBe('Brass wall light now costs €89.00');
  });

  it('mails back-in-stock once, and nothing after the one-click unsubscribe', async () => {
    const product = await fx.catalog.add({ priceMinor: 3_000, isInStock: false });
    const email = uniqueEmail();
    await confirmedAlert(email, product.slug, { kind: 'stock' });
    await fx.catalog.update(product.id, { isInStock: true });
    await fx.offersChanged([product.id]);
    const [, inStock] = await mailsTo(email, 2);
    expect(inStock!.subject).toMatch(/is back in stock$/);
    await fx.catalog.update(product.id, { isInStock: false });
    await fx.offersChanged([product.id]);
    await fx.catalog.update(product.id, { isInStock: true });
    await fx.offersChanged([product.id]);

    const priced = await fx.catalog.add({ priceMinor: 3_000 });
    const other = uniqueEmail();
    await confirmedAlert(other, priced.slug);
    await fx.catalog.update(priced.id, { priceMinor: 2_000 });
    await fx.offersChanged([priced.id]);
    const [, alert] = await mailsTo(other, 2);
    const token = tokenOf(headerOf(alert!, 'list-unsubscribe')?.slice(1, -1));
    const reply = await fx.alerts.rpc.send(AlertsPatterns.unsubscribe, { token });
    expect(reply.alert.status).toBe('ended');
    await fx.catalog.update(priced.id, { priceMinor: 3_000 });
    await fx.offersChanged([priced.id]);
    await fx.catalog.update(priced.id, { priceMinor: 1_000 });
    await fx.offersChanged([priced.id]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(fx.smtp.to(email)).toHaveLength(2);
    expect(fx.smtp.to(other)).toHaveLength(2);
  });

  it('sends at most ALERT_MAILS_PER_DAY alerts per address and the rest as one digest the next day', async () => {
    const email = uniqueEmail('capped');
    const products = await Promise.all([1, 2, 3].map(() => fx.catalog.add({ priceMinor: 10_000 })));
    for (const product of products) await confirmedAlert(email, product.slug);
    await mailsTo(email, 3);
    for (const product of products) await fx.catalog.update(product.id, { priceMinor: 5_000 });
    await fx.offersChanged(products.map((p) => p.id));
    await mailsTo(email, 5);
    const held = await eventually(
      () => fx.db.query(`SELECT id FROM mails WHERE email = $1 AND status = 'held'`, [email]),
      (rows: unknown[]) => rows.length === 1,
    );
    expect(held).toHaveLength(1);
    // The next day (its creation moved to yesterday): the sweep sends the digest.
    await fx.db.query(`UPDATE mails SET created_at = created_at - interval '1 day' WHERE email = $1 AND status = 'held'`, [email]);
    const mails = await mailsTo(email, 6);
    expect(mails[5]!.subject).toBe('Your alerts: 1 updates');
    expect(headerOf(mails[5]!, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });

  it("'My alerts': list, change a target, remove, download and delete keeping only a hashed consent record", async () => {
    const email = uniqueEmail('mine');
    const [a, b] = await Promise.all([fx.catalog.add({ priceMinor: 10_000 }), fx.catalog.add({ priceMinor: 20_000 })]);
    await confirmedAlert(email, a!.slug);
    await confirmedAlert(email, b!.slug);
    await fx.alerts.rpc.send(AlertsPatterns.requestManageLink, { email, language: 'en', ip: '127.0.0.1' });
    const mails = await mailsTo(email, 3);
    expect(mails[2]!.subject).toBe('Your link to My alerts');
    const token = tokenOf(linkIn(mails[2]!, `${PUBLIC_URL}/en/alerts/manage/`));

    const list = await fx.alerts.rpc.send(AlertsPatterns.list, { token });
    expect(list.alerts.map((x) => x.targetPrice).sort()).toEqual(['180.00', '90.00']);
    const target = list.alerts.find((x) => x.productSlug === a!.slug)!;
    const updated = await fx.alerts.rpc.send(AlertsPatterns.update, { token, alertId: target.id, targetPrice: '70.00' });
    expect(updated.alerts.find((x) => x.id === target.id)?.targetPrice).toBe('70.00');
    const removed = await fx.alerts.rpc.send(AlertsPatterns.remove, { token, alertId: target.id });
    expect(removed.alerts.map((x) => x.productSlug)).toEqual([b!.slug]);

    const data = await fx.alerts.rpc.send(AlertsPatterns.exportData, { token });
    expect(data.email).toBe(email);
    expect(data.alerts).toHaveLength(2);
    expect(data.consent.map((c) => c.event)).toEqual(['sign-up', 'confirm', 'sign-up', 'confirm', 'unsubscribe']);

    await fx.alerts.rpc.send(AlertsPatterns.eraseData, { token });
    await expect(fx.alerts.rpc.send(AlertsPatterns.list, { token })).rejects.toMatchObject({ code: 'ALERTS.LINK_NOT_FOUND' });
    expect(await fx.db.query(`SELECT 1 FROM subscriptions WHERE email = $1 UNION ALL SELECT 1 FROM mails WHERE email = $1`, [email])).toEqual([]);
    const kept = await fx.db.query(
      `SELECT email, ip, keep_until > now() + interval '1094 days' AS three_years FROM consent_records WHERE email_hash = encode(sha256($1::bytea), 'hex')`,
      [email],
    );
    expect(kept.length).toBeGreaterThan(0);
    expect(kept.every((r: { email: string | null; ip: string | null; three_years: boolean }) => r.email === null && r.ip === null && r.three_years)).toBe(true);
  });

  it('keeps mails while the SMTP server is down and sends them when it returns', async () => {
    const product = await fx.catalog.add({ priceMinor: 4_000 });
    const email = uniqueEmail('patient');
    await fx.smtp.pause();
    await signUp({ email, productSlug: product.slug });
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const [row] = await fx.db.query(`SELECT status, last_error FROM mails WHERE email = $1`, [email]);
    expect(row.status).toBe('queued');
    expect(row.last_error).toBeTruthy();
    await fx.smtp.resume();
    const mails = await eventually(() => fx.smtp.to(email), (m) => m.length === 1, 30_000);
    expect(mails).toHaveLength(1);
  });
});
