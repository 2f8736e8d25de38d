import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ALERT_CONSENT_VERSION, CatalogEvents } from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import {
  eventually,
  FixtureParts,
  headerOf,
  linkIn,
  SmtpCapture,
  startServiceOnOwnDatabase,
  SuiteCatalog,
  suitePrefix,
  tokenOf,
  type ServiceOnOwnDatabase,
} from '@lumina/platform/testing';
import { randomUUID } from 'node:crypto';
import { startBffApp } from '../testing/bff-app';

const PUBLIC_URL = 'https://shop.lumina.test';

describe('alerts over HTTP: validation, limits, confirmation, one-click unsubscribe, My alerts', () => {
  const parts = new FixtureParts('alerts BFF');
  let app: NestFastifyApplication;
  let catalog: SuiteCatalog;
  let alerts: ServiceOnOwnDatabase;
  let smtp: SmtpCapture;

  beforeAll(async () => {
    const prefix = suitePrefix('alerts-http');
    smtp = await SmtpCapture.start();
    const rpc = () => app.get(RpcClient);
    [catalog, alerts] = await parts.startAll(
      SuiteCatalog.start(prefix, { client: rpc, merchantName: 'Alerts HTTP Lights' }),
      startServiceOnOwnDatabase('alerts', prefix, { SMTP_URL: smtp.url, PUBLIC_URL, SEED_DEMO: 'false' }),
    );
    app = parts.keep(await startBffApp(prefix, { ALERT_SIGN_UP_RATE_PER_EMAIL: '3' }));
  });

  afterAll(async () => {
    await parts.close();
    await smtp?.close();
    void alerts;
  });

  const email = () => `http-${randomUUID().slice(0, 8)}@example.test`;
  const signUp = (body: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/alerts', payload: { country: 'IE', language: 'en', consentVersion: ALERT_CONSENT_VERSION, ...body } });
  const mailsTo = (address: string, count: number) => eventually(() => smtp.to(address), (m) => m.length >= count, 15_000);

  it('refuses an invalid address with 400 and sends nothing', async () => {
    const product = await catalog.add({ priceMinor: 5_000 });
    const response = await signUp({ email: 'not-an-address', productSlug: product.slug });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/email/i);
    const unknownVersion = await signUp({ email: email(), productSlug: product.slug, consentVersion: 'old' });
    expect(unknownVersion.statusCode).toBe(400);
    const unknownProduct = await signUp({ email: email(), productSlug: 'no-such-lamp-anywhere' });
    expect(unknownProduct.statusCode).toBe(404);
  });

  it('signs up, confirms by the mailed link and limits sign-ups per e-mail address', async () => {
    const product = await catalog.add({ title: 'Globe pendant', priceMinor: 20_000 });
    const address = email();
    const response = await signUp({ email: address.toUpperCase(), productSlug: product.slug });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'confirmation-sent', kind: 'price', targetPrice: '180.00', currency: 'EUR' });
    const [mail] = await mailsTo(address, 1);
    const token = tokenOf(linkIn(mail!, `${PUBLIC_URL}/en/alerts/confirm/`));

    expect((await app.inject({ method: 'POST', url: '/api/alerts/confirm/not-a-token' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: `/api/alerts/confirm/${'B'.repeat(32)}` })).statusCode).toBe(404);
    const confirmed = await app.inject({ method: 'POST', url: `/api/alerts/confirm/${token}` });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().alert).toMatchObject({ productSlug: product.slug, status: 'active', targetPrice: '180.00' });
    const again = await app.inject({ method: 'POST', url: `/api/alerts/confirm/${token}` });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('ALERTS.LINK_USED');

    // The e-mail limit is 3 a minute in this suite: the first sign-up and two more pass, the fourth is refused.
    expect((await signUp({ email: address, productSlug: product.slug })).statusCode).toBe(202);
    expect((await signUp({ email: address, productSlug: product.slug })).statusCode).toBe(202);
    const limited = await signUp({ email: address, productSlug: product.slug });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('unsubscribes with the RFC 8058 one-click POST (no page) and sends a GET to the page that asks first', async () => {
    const product = await catalog.add({ priceMinor: 10_000 });
    const address = email();
    await signUp({ email: address, productSlug: product.slug });
    const token = tokenOf(linkIn((await mailsTo(address, 1))[0]!, `${PUBLIC_URL}/en/alerts/confirm/`));
    await app.inject({ method: 'POST', url: `/api/alerts/confirm/${token}` });
    await catalog.update(product.id, { priceMinor: 8_000 });
    await app.get(RpcClient).emit(CatalogEvents.offersChanged, {
      batchId: randomUUID(),
      source: 'admin',
      runId: null,
      merchantId: catalog.merchantId,
      at: new Date().toISOString(),
      changes: [{ offerId: randomUUID(), productId: product.id, merchantId: catalog.merchantId, before: null, after: null }],
    });
    const [, alert] = await mailsTo(address, 2);
    const oneClick = headerOf(alert!, 'list-unsubscribe')!.slice(1, -1);
    const path = new URL(oneClick).pathname;

    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`/alerts/unsubscribe/${tokenOf(oneClick)}`);
    const preview = await app.inject({ method: 'GET', url: `${path}/alert` });
    expect(preview.json().alert.status).toBe('active');

    const post = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(post.statusCode).toBe(200);
    expect(post.json().alert.status).toBe('ended');
    const manageToken: string = post.json().manageToken;
    const mine = await app.inject({ method: 'GET', url: `/api/alerts/manage/${manageToken}` });
    expect(mine.json()).toEqual({ email: address, alerts: [] });

    const data = await app.inject({ method: 'GET', url: `/api/alerts/manage/${manageToken}/data` });
    expect(data.headers['content-disposition']).toContain('attachment');
    expect(data.json().consent.map((c: { event: string; ip: string | null }) => [c.event, c.ip])).toEqual([
      ['sign-up', '127.0.0.1'],
      ['confirm', '127.0.0.1'],
      ['unsubscribe', null],
    ]);
    expect((await app.inject({ method: 'DELETE', url: `/api/alerts/manage/${manageToken}/data` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/alerts/manage/${manageToken}` })).statusCode).toBe(404);
  });
});
