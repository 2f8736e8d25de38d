import { CartPatterns, type CartDto, type ProductSnapshotDto } from '@lumina/contracts';
import { RedisStreamsClient, RpcClient } from '@lumina/platform';
import {
  eventually,
  FixtureParts,
  startServiceOnOwnDatabase,
  SuiteCatalog,
  testEnv,
  type SuiteProduct,
} from '@lumina/platform/testing';

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
  private constructor(
    private readonly rpc: RpcClient,
    private readonly parts: FixtureParts,
    private readonly catalog: SuiteCatalog,
  ) {}

  static async start(keyPrefix: string): Promise<CartAndCatalog> {
    const parts = new FixtureParts('cart and catalog');
    return parts.build(async () => {
      const client = parts.keep(
        new RedisStreamsClient({ url: testEnv().redisUrl, prefix: keyPrefix, requestTimeoutMs: 10_000 }),
      );
      await client.connect();
      const rpc = new RpcClient(client);
      const [catalog] = await parts.startAll(
        SuiteCatalog.start(keyPrefix, {
          client: () => rpc,
          merchantName: 'Orders Suite Lights',
          priceMinor: 5000,
        }),
        startServiceOnOwnDatabase('cart', keyPrefix),
      );
      return new CartAndCatalog(rpc, parts, catalog);
    });
  }

  /** Adds a product to the catalogue and answers it as the cart sees it. */
  addProduct(product: SuiteProduct = {}): Promise<ProductSnapshotDto> {
    return this.catalog.add(product);
  }

  /** Changes a product's price, title or stock as the merchant's next feed would. */
  updateProduct(id: string, changes: SuiteProduct): Promise<void> {
    return this.catalog.update(id, changes);
  }

  /** What a shopper does before checkout: adds the products to the session's cart, in order. */
  async fill(sessionId: string, lines: CartLine[]): Promise<CartDto> {
    let cart: CartDto | undefined;
    for (const [product, quantity] of lines)
      cart = await this.rpc.send(CartPatterns.add, { sessionId, productId: product.id, quantity });
    if (!cart) throw new Error('fill needs at least one line');
    return cart;
  }

  /** The session's cart as the shopper sees it. */
  cart(sessionId: string): Promise<CartDto> {
    return this.rpc.send(CartPatterns.get, { sessionId });
  }

  /** The names of the products left in the session's cart once it has `count` lines (it changes on `order.paid`). */
  async namesInCartOnce(sessionId: string, count: number): Promise<string[]> {
    const cart = await eventually(
      () => this.cart(sessionId),
      (c) => c.items.length === count,
    );
    return cart.items.map((item) => item.product.name);
  }

  /** Kills catalog, as a crash would: the cart can no longer confirm prices. Nothing brings it back. */
  stopCatalog(): Promise<void> {
    return this.catalog.stop('SIGKILL');
  }

  close(): Promise<void> {
    return this.parts.close();
  }
}
