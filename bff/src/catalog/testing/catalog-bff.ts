import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { RpcClient } from '@lumina/platform';
import { FixtureParts, SuiteCatalog, suitePrefix } from '@lumina/platform/testing';
import { startBffApp } from '../../testing/bff-app';

export interface CatalogBff {
  app: NestFastifyApplication;
  /** The real catalog, seeded with the demo catalogue; its database shows what it stores. */
  catalog: SuiteCatalog;
  close(): Promise<void>;
}

/**
 * The BFF as main.ts builds it, in front of the real catalog service (a process of its own on a
 * database of its own, seeded with the demo catalogue) on the suite's key prefix. Both are closed,
 * even when one fails to start or to stop.
 */
export async function startCatalogBff(name: string): Promise<CatalogBff> {
  const prefix = suitePrefix(name);
  const parts = new FixtureParts('catalog BFF');
  let app: NestFastifyApplication | undefined;
  const rpc = () => {
    if (!app) throw new Error('the BFF is not up yet');
    return app.get(RpcClient);
  };
  return parts.build(async () => {
    const catalog = parts.keep(
      await SuiteCatalog.start(prefix, { client: rpc, merchantName: 'BFF Catalogue Lights' }),
    );
    app = parts.keep(await startBffApp(prefix));
    return { app, catalog, close: () => parts.close() };
  });
}
