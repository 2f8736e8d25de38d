import type { CartDto, ProductSnapshotDto } from '@lumina/contracts';
import { randomUUID } from 'node:crypto';
import { startShopBff, type ShopBff } from '../../testing/shop-bff';
import { Shopper } from '../../cart/testing/shopper';

// See orders.controller.int-spec.ts: a CommonJS stand-in for an ESM-only dependency of @fastify/static.
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

describe('Idempotency-Key on marked routes (the real cart and catalog services)', () => {
  let bff: ShopBff;
  let lamp: ProductSnapshotDto;

  beforeAll(async () => {
    bff = await startShopBff('bff-idempotency');
    lamp = await bff.catalog.add({ title: 'Globe Pendant' });
  });
  afterAll(() => bff?.close());

  const add = (shopper: Shopper, key: string | undefined, quantity: number, productId = lamp.id) =>
    bff.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      payload: { sessionId: shopper.sessionId, productId, quantity },
      headers: key ? { 'idempotency-key': key } : {},
    });
  const quantityIn = async (shopper: Shopper) => (await shopper.cart()).items.map((item) => item.quantity);

  it('replays the first answer for the same key and body: the cart is added to once', async () => {
    const shopper = new Shopper(bff.app);
    const key = randomUUID();
    const first = await add(shopper, key, 2);
    const again = await add(shopper, key, 2);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.json<CartDto>().itemCount).toBe(2);
    expect(await quantityIn(shopper)).toEqual([2]);
  });

  it('refuses the same key with another body with 422, and adds nothing', async () => {
    const shopper = new Shopper(bff.app);
    const key = randomUUID();
    expect((await add(shopper, key, 1)).statusCode).toBe(200);
    const other = await add(shopper, key, 5);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ message: expect.stringContaining('different request body') });
    expect(await quantityIn(shopper)).toEqual([1]);
  });

  it('lets a failed first attempt be retried with the same key, and leaves requests without a key alone', async () => {
    const shopper = new Shopper(bff.app);
    const lantern = await bff.catalog.add({ title: 'Paper Lantern', isInStock: false });
    const key = randomUUID();
    const refused = await add(shopper, key, 1, lantern.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CART.PRODUCT_OUT_OF_STOCK' });

    await bff.catalog.update(lantern.id, { isInStock: true }); // the merchant's next feed has it again
    const retried = await add(shopper, key, 1, lantern.id);
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect((await add(shopper, undefined, 1, lantern.id)).statusCode).toBe(200);
    expect((await add(shopper, undefined, 1, lantern.id)).statusCode).toBe(200);
    // The retry and both keyless requests each added one.
    expect(await quantityIn(shopper)).toEqual([3]);
  });
});
