import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { RpcClient } from '@lumina/platform';
import { eventually, FixtureParts, SuiteCatalog, suitePrefix } from '@lumina/platform/testing';
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
 *
 * Catalog reads its requests (and so counts as started) before its module init has run the demo
 * seed (bootstrapService starts the microservice before app.listen inits the app): the fixture is
 * ready once the seed's one transaction has committed.
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
    await demoSeeded(catalog);
    return { app, catalog, close: () => parts.close() };
  });
}

async function demoSeeded(catalog: SuiteCatalog): Promise<void> {
  const guides = () =>
    catalog.service.database.query<{ count: number }>('SELECT count(*)::int AS count FROM catalog.guides');
  const [seeded] = await eventually(guides, ([row]) => (row?.count ?? 0) > 0, 20_000);
  if (!seeded?.count) throw new Error('the catalog did not seed the demo catalogue within 20 s');
}
