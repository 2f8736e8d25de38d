import { randomUUID } from 'node:crypto';
import {
  CartPatterns,
  CatalogPatterns,
  type CartDto,
  type ProductSnapshotDto,
  type ProductWriteInput,
} from '@lumina/contracts';
import { RedisStreamsClient, RpcClient } from '@lumina/platform';
import { eventually, startServiceOnOwnDatabase, testEnv, type ServiceOnOwnDatabase } from '@lumina/platform/testing';

export interface ProductChanges {
  title?: string;
  sku?: string;
  priceMinor?: number;
  isInStock?: boolean;
}

/** A product and how many of it a shopper puts in the cart. */
export type CartLine = [product: ProductSnapshotDto, quantity: number];

/**
 * The real cart service and the real catalog it prices from, for the orders suites: each in a
 * process of its own, on a database of its own and the suite's key prefix. Products are written
 * through catalog's own write path (a merchant batch, as ingest does); carts are filled through
 * the cart's own RPC patterns, as the BFF does. Orders reaches the cart with `cart.checkout` and
 * tells it `order.paid`, as in production.
 */
export class CartAndCatalog {
  private readonly merchantId = randomUUID();
  private readonly written = new Map<string, ProductWriteInput>();

  private constructor(
    private readonly rpc: RpcClient,
    private readonly closers: Array<() => Promise<void>>,
    private readonly catalog: ServiceOnOwnDatabase,
  ) {}

  static async start(keyPrefix: string): Promise<CartAndCatalog> {
    const closers: Array<() => Promise<void>> = [];
    const closeAll = () => closeEach(closers, 'closing the cart and catalog failed');
    try {
      const client = new RedisStreamsClient({ url: testEnv().redisUrl, prefix: keyPrefix, requestTimeoutMs: 10_000 });
      await client.connect();
      closers.push(() => client.close());
      // Started side by side; each started one is closed even when the other fails to start.
      // SEED_DEMO: the product types and brands a catalog product belongs to.
      const [catalog, cart] = await Promise.allSettled([
        startServiceOnOwnDatabase('catalog', keyPrefix, { SEED_DEMO: 'true' }),
        startServiceOnOwnDatabase('cart', keyPrefix),
      ]);
      for (const started of [catalog, cart]) if (started.status === 'fulfilled') closers.push(() => started.value.close());
      if (catalog.status === 'rejected') throw catalog.reason;
      if (cart.status === 'rejected') throw cart.reason;
      return new CartAndCatalog(new RpcClient(client), closers, catalog.value);
    } catch (error) {
      await closeAll().catch(() => undefined);
      throw error;
    }
  }

  /** Adds a product to the catalogue and answers it as the cart sees it. */
  async addProduct(changes: ProductChanges = {}): Promise<ProductSnapshotDto> {
    const sku = changes.sku ?? `SKU-${randomUUID().slice(0, 8).toUpperCase()}`;
    const product: ProductWriteInput = {
      sku,
      title: changes.title ?? `Lamp ${sku}`,
      categorySlug: 'pendant-lights',
      priceMinor: changes.priceMinor ?? 5000,
      currency: 'EUR',
      isInStock: changes.isInStock ?? true,
      images: [{ url: `/images/${sku.toLowerCase()}.jpg` }],
    };
    const [id] = await this.write(product);
    if (!id) throw new Error(`catalog wrote no product for ${sku}`);
    this.written.set(id, product);
    const [snapshot] = await this.rpc.send(CatalogPatterns.productSnapshots, { ids: [id] });
    if (!snapshot) throw new Error(`catalog does not answer product ${id}`);
    return snapshot;
  }

  /** Changes a product's price, title or stock as the merchant's next feed would. */
  async updateProduct(id: string, changes: ProductChanges): Promise<void> {
    const product = this.written.get(id);
    if (!product) throw new Error(`no product ${id} added by this suite`);
    const next = { ...product, ...changes };
    await this.write(next);
    this.written.set(id, next);
  }

  /** What a shopper does before checkout: adds the products to the session's cart, in order. */
  async fill(sessionId: string, lines: CartLine[]): Promise<CartDto> {
    let cart: CartDto | undefined;
    for (const [product, quantity] of lines) cart = await this.rpc.send(CartPatterns.add, { sessionId, productId: product.id, quantity });
    if (!cart) throw new Error('fill needs at least one line');
    return cart;
  }

  /** The session's cart as the shopper sees it. */
  cart(sessionId: string): Promise<CartDto> {
    return this.rpc.send(CartPatterns.get, { sessionId });
  }

  /** The names of the products left in the session's cart once it has `count` lines (it changes on `order.paid`). */
  async namesInCartOnce(sessionId: string, count: number): Promise<string[]> {
    const cart = await eventually(() => this.cart(sessionId), (c) => c.items.length === count);
    return cart.items.map((item) => item.product.name);
  }

  /** Kills catalog, as a crash would: the cart can no longer confirm prices. Nothing brings it back. */
  stopCatalog(): Promise<void> {
    return this.catalog.process.stop('SIGKILL');
  }

  close(): Promise<void> {
    return closeEach(this.closers, 'closing the cart and catalog failed');
  }

  private async write(product: ProductWriteInput): Promise<string[]> {
    const reply = await this.rpc.send(CatalogPatterns.productsUpsertBatch, {
      merchantId: this.merchantId,
      merchantName: 'Orders Suite Lights',
      mappingVersion: '1',
      runId: randomUUID(),
      products: [product],
    });
    return reply.changedIds;
  }
}

/** Runs every closer, last started first, even when one fails; throws all failures together. */
export async function closeEach(closers: Array<() => Promise<void>>, what: string): Promise<void> {
  const failures: unknown[] = [];
  for (const closeOne of closers.splice(0).reverse()) await closeOne().catch((error: unknown) => failures.push(error));
  if (failures.length > 0) throw new AggregateError(failures, what);
}
