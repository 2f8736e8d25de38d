import { CartPatterns } from '@lumina/contracts';
import { newSessionId } from '../testing/cart-test-env';
import { startCartWithCatalog, type CartFixture } from '../testing/cart-fixture';

describe('reading a cart re-checks its lines with catalog', () => {
  let fx: CartFixture;

  beforeAll(async () => {
    fx = await startCartWithCatalog('cart-read', { CATALOG_CHECK_TIMEOUT_MS: '300' });
  }, 120_000);
  afterAll(() => fx.close(), 30_000);

  it('shows a changed price: current price charged, the kept one alongside', async () => {
    const product = await fx.catalog.add({ priceMinor: 10000 });
    const sessionId = newSessionId();
    await fx.cart.rpc.send(CartPatterns.add, { sessionId, productId: product.id, quantity: 2 });

    await fx.catalog.update(product.id, { priceMinor: 8950, title: 'Renamed Lamp' });
    const cart = await fx.cart.rpc.send(CartPatterns.get, { sessionId });

    expect(cart.items[0]).toMatchObject({ price: '89.50', addedPrice: '100.00', priceChanged: true, product: { name: 'Renamed Lamp' } });
    expect(cart.totalAmount).toBe('179.00');
  });

  it('takes the new price as seen when the product is added again', async () => {
    const product = await fx.catalog.add({ priceMinor: 10000 });
    const sessionId = newSessionId();
    await fx.cart.rpc.send(CartPatterns.add, { sessionId, productId: product.id, quantity: 1 });
    await fx.catalog.update(product.id, { priceMinor: 12000 });

    const cart = await fx.cart.rpc.send(CartPatterns.add, { sessionId, productId: product.id, quantity: 1 });

    expect(cart.items[0]).toMatchObject({ quantity: 2, price: '120.00', addedPrice: '120.00', priceChanged: false });
  });

  it('shows a line out of stock when catalog says so, or no longer has the product', async () => {
    const soldOut = await fx.catalog.add({ title: 'Going' });
    const removed = await fx.catalog.add({ title: 'Gone' });
    const sessionId = newSessionId();
    await fx.cart.rpc.send(CartPatterns.add, { sessionId, productId: soldOut.id, quantity: 1 });
    await fx.cart.rpc.send(CartPatterns.add, { sessionId, productId: removed.id, quantity: 1 });

    await fx.catalog.update(soldOut.id, { isInStock: false });
    await fx.catalog.remove(removed.id);
    const cart = await fx.cart.rpc.send(CartPatterns.get, { sessionId });

    expect(cart.items.map((item) => [item.product.name, item.product.inStock])).toEqual([
      ['Going', false],
      ['Gone', false],
    ]);
    const checkout = await fx.cart.rpc.send(CartPatterns.checkout, { sessionId });
    expect(checkout.lines.map((line) => line.inStock)).toEqual([false, false]);
  });

  it('gives orders the lines in minor units at current prices', async () => {
    const product = await fx.catalog.add({ priceMinor: 2500, sku: 'SKU-CHK', title: 'Checkout Lamp' });
    const sessionId = newSessionId();
    await fx.cart.rpc.send(CartPatterns.add, { sessionId, productId: product.id, quantity: 3 });
    await fx.catalog.update(product.id, { priceMinor: 2600 });

    await expect(fx.cart.rpc.send(CartPatterns.checkout, { sessionId })).resolves.toEqual({
      sessionId,
      verified: true,
      lines: [
        { productId: product.id, title: 'Checkout Lamp', sku: 'SKU-CHK', quantity: 3, unitPriceMinor: 2600, currency: 'EUR', inStock: true },
      ],
    });
  });

  // Last: it stops the catalogue.
  it('still shows the kept lines, marked unverified, when catalog does not answer', async () => {
    const product = await fx.catalog.add({ priceMinor: 4200, title: 'Kept Title' });
    const sessionId = newSessionId();
    await fx.cart.rpc.send(CartPatterns.add, { sessionId, productId: product.id, quantity: 1 });

    await fx.stopCatalog();
    const cart = await fx.cart.rpc.send(CartPatterns.get, { sessionId });

    expect(cart).toMatchObject({ verified: false, totalAmount: '42.00', items: [{ price: '42.00', product: { name: 'Kept Title' } }] });
    await expect(fx.cart.rpc.send(CartPatterns.add, { sessionId, productId: product.id, quantity: 1 })).rejects.toMatchObject({
      code: 'CART.CATALOG_UNAVAILABLE',
      kind: 'unavailable',
      message: "Products can't be added to the cart right now. Please try again in a moment.",
    });
  });
});
