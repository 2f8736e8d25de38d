import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes, randomUUID } from 'node:crypto';
import {
  CatalogPatterns,
  ClicksEvents,
  MerchantsPatterns,
  type ClickedEvent,
  type MerchantCreateInput,
  type MerchantDto,
} from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import {
  FixtureParts,
  startServiceOnOwnDatabase,
  suitePrefix,
  type ServiceOnOwnDatabase,
} from '@lumina/platform/testing';
import { startBffApp } from '../../testing/bff-app';

/** A product a suite put into the catalog; `deepLink` null: a product without a merchant link. */
export interface ClickProduct {
  id: string;
  merchantId: string;
  deepLink: string | null;
}

export interface ClicksBff {
  prefix: string;
  app: NestFastifyApplication;
  /** The real catalog: the redirect reads deep links from it, the analytics product names. */
  catalog: ServiceOnOwnDatabase;
  /** The real merchants service: sub-id parameters, names and revenue settings. */
  merchants: ServiceOnOwnDatabase;
  /**
   * Starts the real clicks service (once; later calls answer the running one). Until then the BFF
   * records clicks with nobody reading them, as after a deploy in which clicks starts last.
   */
  startClicks(): Promise<ServiceOnOwnDatabase>;
  /** Creates merchants through the merchants service; the BFF's click settings know them at once. */
  createMerchants(...inputs: MerchantCreateInput[]): Promise<MerchantDto[]>;
  /** Adds a product through catalog's own write path (a merchant batch, as ingest does). */
  addProduct(product: {
    merchantId: string;
    merchantName?: string;
    title?: string;
    deepLink?: string | null;
  }): Promise<ClickProduct>;
  /**
   * A click the BFF recorded at an earlier time, sent as the BFF sends every click (the redirect
   * stamps clicks with the current time, so older ones can only be made this way).
   */
  recordEarlierClick(
    click: Pick<ClickedEvent, 'occurredAt' | 'productId' | 'merchantId'> & Partial<ClickedEvent>,
  ): Promise<void>;
  close(): Promise<void>;
}

/**
 * The BFF as main.ts builds it, in front of the real catalog, merchants and (with `startClicks`,
 * or at once with `clicks: 'now'`) clicks services, each in a process of its own on a database of
 * its own and the suite's key prefix. None of them seeds demo data: the suite's figures are its own.
 */
export async function startClicksBff(
  name: string,
  options: { clicks?: 'now' | 'later'; env?: Record<string, string> } = {},
): Promise<ClicksBff> {
  const prefix = suitePrefix(name);
  const parts = new FixtureParts('clicks BFF');
  const start = (service: 'catalog' | 'merchants' | 'clicks') =>
    startServiceOnOwnDatabase(service, prefix, { SEED_DEMO: 'false' });
  let clicks: Promise<ServiceOnOwnDatabase> | undefined;
  return parts.build(async () => {
    // Started side by side (each takes seconds to compile and migrate); a failure closes those that did start.
    const [catalog, merchants, clicksNow] = await parts.startAll(
      start('catalog'),
      start('merchants'),
      options.clicks === 'now' ? start('clicks') : Promise.resolve(undefined),
    );
    if (clicksNow) clicks = Promise.resolve(clicksNow);
    const app = parts.keep(await startBffApp(prefix, options.env));
    const rpc = app.get(RpcClient);
    return {
      prefix,
      app,
      catalog,
      merchants,
      startClicks() {
        clicks ??= start('clicks').then((started) => parts.keep(started));
        return clicks;
      },
      async createMerchants(...inputs) {
        const created: MerchantDto[] = [];
        for (const input of inputs) created.push(await rpc.send(MerchantsPatterns.create, input));
        return created;
      },
      async addProduct({ merchantId, merchantName, title, deepLink }) {
        const sku = `CLK-${randomBytes(4).toString('hex').toUpperCase()}`;
        const link = deepLink === undefined ? `https://shop.example/p/${sku.toLowerCase()}` : deepLink;
        const reply = await rpc.send(CatalogPatterns.productsUpsertBatch, {
          merchantId,
          merchantName,
          mappingVersion: '1',
          runId: randomUUID(),
          products: [
            {
              sku,
              title: title ?? `Click Lamp ${sku.slice(4)}`,
              categorySlug: 'pendant-lights',
              priceMinor: 4990,
              affiliateUrl: link,
            },
          ],
        });
        const [id] = reply.changedIds;
        if (!id) throw new Error(`catalog did not add product ${sku}`);
        return { id, merchantId, deepLink: link };
      },
      async recordEarlierClick(click) {
        await rpc.emit(ClicksEvents.clicked, {
          clickId: randomUUID(),
          language: 'en',
          referrerPath: null,
          visitorHash: randomBytes(16).toString('hex'),
          isBot: false,
          source: 'redirect',
          ...click,
        });
      },
      close: () => parts.close(),
    };
  });
}
