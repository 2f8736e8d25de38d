import { CatalogEvents, type OfferChange, type OffersChangedEvent } from '@lumina/contracts';
import { RedisStreamsClient, RpcClient } from '@lumina/platform';
import { serviceTestVariables, SmtpCapture, startServiceForTest, SuiteCatalog, suitePrefix, testEnv, type ServiceHarness } from '@lumina/platform/testing';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AlertsModule } from '../alerts.module';
import { alertsEnvSchema } from '../config';
import { alertsDataSourceOptions } from '../data-source';


export const PUBLIC_URL = 'https://shop.lumina.test';

export interface AlertsFixture {
  keyPrefix: string;
  alerts: ServiceHarness;
  /** A client on the suite's prefix (the BFF's view): calls alerts and catalog, publishes events. */
  rpc: RpcClient;
  catalog: SuiteCatalog;
  smtp: SmtpCapture;
  db: DataSource;
  /** catalog.offers.changed for these products, through the real transport, as catalog's writer sends it. */
  offersChanged(productIds: string[], source?: OffersChangedEvent['source']): Promise<OffersChangedEvent>;
  close(): Promise<void>;
}

/** The real alerts service and the real catalog on a key prefix of the suite's own, with a loopback SMTP server. */
export async function startAlerts(name: string, overrides: Record<string, string> = {}): Promise<AlertsFixture> {
  const keyPrefix = suitePrefix(name);
  const smtp = await SmtpCapture.start();
  const proxy = new RedisStreamsClient({ url: testEnv().redisUrl, prefix: keyPrefix, requestTimeoutMs: 15_000 });
  await proxy.connect();
  const rpc = new RpcClient(proxy);
  const catalog = await SuiteCatalog.start(keyPrefix, { client: () => rpc, merchantName: 'Alerts Suite Lights' });
  const config = alertsEnvSchema.parse(
    serviceTestVariables(keyPrefix, { SMTP_URL: smtp.url, PUBLIC_URL, MAIL_SWEEP_MS: '500', RPC_CLAIM_IDLE_MS: '500', ...overrides }),
  );
  const alerts = await startServiceForTest('alerts', AlertsModule.forRoot(config), { keyPrefix, requestTimeoutMs: 15_000 });
  const db = await new DataSource(alertsDataSourceOptions(testEnv().databaseUrl)).initialize();
  return {
    keyPrefix,
    alerts,
    rpc,
    catalog,
    smtp,
    db,
    async offersChanged(productIds, source = 'feed') {
      const changes: OfferChange[] = productIds.map((productId) => ({ offerId: randomUUID(), productId, merchantId: catalog.merchantId, before: null, after: null }));
      const event: OffersChangedEvent = { batchId: randomUUID(), source, runId: null, merchantId: catalog.merchantId, at: new Date().toISOString(), changes };
      await rpc.emit(CatalogEvents.offersChanged, event);
      return event;
    },
    async close() {
      await alerts.close();
      await catalog.close();
      await proxy.close();
      await db.destroy();
      await smtp.close();
    },
  };
}

/** An address no other test uses. */
export function uniqueEmail(tag = 'shopper'): string {
  return `${tag}-${randomUUID().slice(0, 8)}@example.test`;
}
