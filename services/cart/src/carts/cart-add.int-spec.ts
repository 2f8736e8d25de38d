import { CartPatterns } from '@lumina/contracts';
import { newSessionId } from '../testing/cart-test-env';
import { startCartWithCatalog, type CartFixture } from '../testing/cart-fixture';

describe('cart.add', () => {
  let fx: CartFixture;

  beforeAll(async () => {
    fx = await startCartWithCatalog('cart-add');
  }, 120_000);
  afterAll(() => fx.close(), 30_000);

  it('creates the cart on first add and returns it with the line, count and total', async () => {
    const product = await fx.catalog.add({ title: 'Brass Pendant', priceMinor: 12990, slug: 'brass-pendant', sku: 'BP-1' });
    const sessionId = newSessionId();

    const cart = await fx.cart.rpc.send(CartPatterns.add, { sessionId, productId: product.id, quantity: 2 });

    expect(cart).toEqual({
      sessionId,
      itemCount: 2,
      totalAmount: '259.80',
      currency: 'EUR',
      verified: true,
      items: [
        {
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          productId: product.id,
          quantity: 2,
          price: '129.90',
          addedPrice: '129.90',
          priceChanged: false,
          currency: 'EUR',
          product: { name: 'Brass Pendant', slug: 'brass-pendant', sku: 'BP-1', imageUrl: product.imageUrl, inStock: true, energyLabel: null },
        },
      ],
    });
  });

  it('adds once when the same request comes again (a retry under one Idempotency-Key sends the same message id)', async () => {
    const product = await fx.catalog.add();
    const sessionId = newSessionId();
    const messageId = `idem:retry-${sessionId}:${CartPatterns.add}:1`;
    const add = () => fx.cart.rpc.send(CartPatterns.add, { sessionId, productId: product.id, quantity: 2 }, { messageId });

    await add();
    const again = await add();

    expect(again.items).toHaveLength(1);
    expect(again.items[0]?.quantity).toBe(2);
    expect((await fx.cart.rpc.send(CartPatterns.get, { sessionId })).itemCount).toBe(2);
  });

  it('ends twenty parallel adds of one product as one line with the summed quantity', async () => {
    const product = await fx.catalog.add();
    const sessionId = newSessionId();

    await Promise.all(
      Array.from({ length: 20 }, () => fx.cart.rpc.send(CartPatterns.add, { sessionId, productId: product.id, quantity: 1 })),
    );

    const cart = await fx.cart.rpc.send(CartPatterns.get, { sessionId });
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]?.quantity).toBe(20);
    expect(cart.itemCount).toBe(20);
  });

  it('caps a line at 99 however the adds arrive', async () => {
    const product = await fx.catalog.add();
    const sessionId = newSessionId();

    await fx.cart.rpc.send(CartPatterns.add, { sessionId, productId: product.id, quantity: 60 });
    await Promise.all(
      Array.from({ length: 5 }, () => fx.cart.rpc.send(CartPatterns.add, { sessionId, productId: product.id, quantity: 30 })),
    );

    const cart = await fx.cart.rpc.send(CartPatterns.get, { sessionId });
    expect(cart.items.map((item) => item.quantity)).toEqual([99]);
  });

  it('keeps separate lines for separate products, in the order they were added', async () => {
    const first = await fx.catalog.add({ title: 'First' });
    const second = await fx.catalog.add({ title: 'Second' });
    const sessionId = newSessionId();

    await fx.cart.rpc.send(CartPatterns.add, { sessionId, productId: first.id, quantity: 1 });
    const cart = await fx.cart.rpc.send(CartPatterns.add, { sessionId, productId: second.id, quantity: 3 });

    expect(cart.items.map((item) => [item.product.name, item.quantity])).toEqual([
      ['First', 1],
      ['Second', 3],
    ]);
    expect(cart.itemCount).toBe(4);
    expect(cart.totalAmount).toBe('199.60');
  });

  it('rejects an unknown product with CART.PRODUCT_NOT_FOUND', async () => {
    await expect(
      fx.cart.rpc.send(CartPatterns.add, {
        sessionId: newSessionId(),
        productId: '00000000-0000-4000-8000-000000000000',
        quantity: 1,
      }),
    ).rejects.toMatchObject({ code: 'CART.PRODUCT_NOT_FOUND', kind: 'not_found' });
  });

  it('rejects an out-of-stock product with a conflict naming it, and adds nothing', async () => {
    const product = await fx.catalog.add({ title: 'Sold Out Sconce', isInStock: false });
    const sessionId = newSessionId();

    await expect(fx.cart.rpc.send(CartPatterns.add, { sessionId, productId: product.id, quantity: 1 })).rejects.toEqual({
      code: 'CART.PRODUCT_OUT_OF_STOCK',
      kind: 'conflict',
      message: "'Sold Out Sconce' is out of stock",
    });
    expect((await fx.cart.rpc.send(CartPatterns.get, { sessionId })).items).toEqual([]);
  });

  it.each([
    ['a session id of the wrong shape', { sessionId: 'abc', quantity: 1 }],
    ['a session id carrying SQL', { sessionId: "session_1_x'; DROP TABLE carts; --", quantity: 1 }],
    ['quantity 0', { sessionId: 'session_1732000000000_abc', quantity: 0 }],
    ['quantity 100', { sessionId: 'session_1732000000000_abc', quantity: 100 }],
    ['a fractional quantity', { sessionId: 'session_1732000000000_abc', quantity: 1.5 }],
  ])('refuses %s as a validation error', async (_what, payload) => {
    const product = await fx.catalog.add();
    await expect(
      fx.cart.rpc.send(CartPatterns.add, { productId: product.id, ...payload } as never),
    ).rejects.toMatchObject({ code: 'VALIDATION', kind: 'validation' });
  });

  it('answers an empty cart for a session that never added anything', async () => {
    const sessionId = newSessionId();
    await expect(fx.cart.rpc.send(CartPatterns.get, { sessionId })).resolves.toEqual({
      sessionId,
      items: [],
      itemCount: 0,
      totalAmount: '0.00',
      currency: 'EUR',
      verified: true,
    });
  });
});
