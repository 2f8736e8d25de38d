import { ClicksEvents, type ClickedEvent } from '@lumina/contracts';
import { RedisStreamsClient, RpcClient } from '@lumina/platform';
import { serviceTestVariables, startServiceForTest, suitePrefix, testEnv, type ServiceHarness } from '@lumina/platform/testing';
import { randomBytes, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ClicksModule } from '../clicks.module';
import { clicksEnvSchema } from '../config';
import { clicksDataSourceOptions } from '../data-source';

export interface ClicksFixture {
  keyPrefix: string;
  clicks: ServiceHarness;
  db: DataSource;
  /**
   * A client of the suite's own on its key prefix, up while the service is stopped: it emits the
   * clicks and reaches the suite's other services (the real catalog).
   */
  rpc: RpcClient;
  /** Emits click events as the BFF does (the service may be stopped). */
  emit(...events: ClickedEvent[]): Promise<void>;
  stop(): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

/** The real clicks service (database, transport, jobs) on a key prefix of the suite's own. */
export async function startClicks(name: string, overrides: Record<string, string> = {}): Promise<ClicksFixture> {
  const keyPrefix = suitePrefix(name);
  const config = () => clicksEnvSchema.parse(serviceTestVariables(keyPrefix, { CLICK_COUNTS_INTERVAL_MS: '300', RPC_CLAIM_IDLE_MS: '500', ...overrides }));
  let clicks: ServiceHarness | undefined = await startServiceForTest('clicks', ClicksModule.forRoot(config()), { keyPrefix });
  const db = await new DataSource(clicksDataSourceOptions(testEnv().databaseUrl)).initialize();
  // A producer of its own, so events can be sent while the service is stopped.
  const proxy = new RedisStreamsClient({ url: testEnv().redisUrl, prefix: keyPrefix, requestTimeoutMs: 10_000 });
  await proxy.connect();
  const producer = new RpcClient(proxy);
  const fixture: ClicksFixture = {
    keyPrefix,
    get clicks() {
      if (!clicks) throw new Error('clicks service is stopped');
      return clicks;
    },
    db,
    rpc: producer,
    async emit(...events) {
      for (const event of events) await producer.emit(ClicksEvents.clicked, event);
    },
    async stop() {
      await clicks?.close();
      clicks = undefined;
    },
    async restart() {
      clicks = await startServiceForTest('clicks', ClicksModule.forRoot(config()), { keyPrefix });
    },
    async close() {
      await clicks?.close();
      await proxy.close();
      await db.destroy();
    },
  };
  return fixture;
}

/** A click as the BFF would send it; every field can be overridden. */
export function click(overrides: Partial<ClickedEvent> = {}): ClickedEvent {
  return {
    clickId: randomUUID(),
    occurredAt: new Date().toISOString(),
    productId: randomUUID(),
    merchantId: randomUUID(),
    language: 'en',
    referrerPath: '/category/indoor',
    visitorHash: randomBytes(16).toString('hex'),
    isBot: false,
    source: 'redirect',
    ...overrides,
  };
}

export async function outcomes(db: DataSource, ids: string[]): Promise<Record<string, string>> {
  const rows: Array<{ id: string; outcome: string }> = await db.query(`SELECT id, outcome FROM clicks WHERE id = ANY($1::uuid[])`, [ids]);
  return Object.fromEntries(rows.map((r) => [r.id, r.outcome]));
}

export async function stored(db: DataSource, id: string): Promise<boolean> {
  const rows: unknown[] = await db.query(`SELECT 1 FROM clicks WHERE id = $1`, [id]);
  return rows.length > 0;
}

export async function rollups(db: DataSource, productId: string) {
  return (await db.query(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, merchant_id AS "merchantId", language, clicks, duplicates, bots
       FROM daily_rollups WHERE product_id = $1 ORDER BY day, language`,
    [productId],
  )) as Array<{ day: string; merchantId: string; language: string; clicks: number; duplicates: number; bots: number }>;
}

export { randomUUID };
