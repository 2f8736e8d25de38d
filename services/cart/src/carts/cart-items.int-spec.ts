import { CartPatterns } from '@lumina/contracts';
import { newSessionId } from '../testing/cart-test-env';
import { startCartWithCatalog, type CartFixture } from '../testing/cart-fixture';

describe('cart items: update, remove, clear', () => {
  let fx: CartFixture;

  beforeAll(async () => {
    fx = await startCartWithCatalog('cart-items');
  }, 120_000);
  afterAll(() => fx.close(), 30_000);

  async function cartWithLine(quantity = 2) {
    const product = await fx.catalog.add();
    const sessionId = newSessionId();
    const cart = await fx.cart.rpc.send(CartPatterns.add, { sessionId, productId: product.id, quantity });
    const itemId = cart.items[0]?.id ?? '';
    return { sessionId, itemId, product };
  }

  describe(CartPatterns.updateItem, () => {
    it('sets the quantity of a line', async () => {
      const { sessionId, itemId } = await cartWithLine();
      const cart = await fx.cart.rpc.send(CartPatterns.updateItem, { sessionId, itemId, quantity: 7 });
      expect(cart.items.map((item) => item.quantity)).toEqual([7]);
      expect(cart.itemCount).toBe(7);
    });

    it.each([0, -3])('removes the line when set to %i', async (quantity) => {
      const { sessionId, itemId } = await cartWithLine();
      const cart = await fx.cart.rpc.send(CartPatterns.updateItem, { sessionId, itemId, quantity });
      expect(cart.items).toEqual([]);
    });

    it('refuses more than 99 as a validation error', async () => {
      const { sessionId, itemId } = await cartWithLine();
      await expect(fx.cart.rpc.send(CartPatterns.updateItem, { sessionId, itemId, quantity: 100 })).rejects.toMatchObject({
        code: 'VALIDATION',
      });
    });

    it("answers not found for another cart's item and leaves that item alone", async () => {
      const victim = await cartWithLine(3);
      const intruder = newSessionId();

      await expect(
        fx.cart.rpc.send(CartPatterns.updateItem, { sessionId: intruder, itemId: victim.itemId, quantity: 50 }),
      ).rejects.toMatchObject({ code: 'CART.ITEM_NOT_FOUND', kind: 'not_found' });

      const untouched = await fx.cart.rpc.send(CartPatterns.get, { sessionId: victim.sessionId });
      expect(untouched.items.map((item) => item.quantity)).toEqual([3]);
    });
  });

  describe(CartPatterns.removeItem, () => {
    it('removes the line', async () => {
      const { sessionId, itemId } = await cartWithLine();
      const cart = await fx.cart.rpc.send(CartPatterns.removeItem, { sessionId, itemId });
      expect(cart.items).toEqual([]);
      expect(cart.itemCount).toBe(0);
    });

    it("answers not found for another cart's item and for one already removed", async () => {
      const victim = await cartWithLine();
      await expect(
        fx.cart.rpc.send(CartPatterns.removeItem, { sessionId: newSessionId(), itemId: victim.itemId }),
      ).rejects.toMatchObject({ code: 'CART.ITEM_NOT_FOUND' });
      await fx.cart.rpc.send(CartPatterns.removeItem, victim);
      await expect(fx.cart.rpc.send(CartPatterns.removeItem, victim)).rejects.toMatchObject({ code: 'CART.ITEM_NOT_FOUND' });
    });

    it('refuses an item id that is not a UUID', async () => {
      await expect(
        fx.cart.rpc.send(CartPatterns.removeItem, { sessionId: newSessionId(), itemId: '1 OR 1=1' }),
      ).rejects.toMatchObject({ code: 'VALIDATION' });
    });
  });

  describe(CartPatterns.clear, () => {
    it('empties only the given cart', async () => {
      const mine = await cartWithLine();
      const theirs = await cartWithLine();
      const cleared = await fx.cart.rpc.send(CartPatterns.clear, { sessionId: mine.sessionId });
      expect(cleared).toMatchObject({ items: [], itemCount: 0, totalAmount: '0.00' });
      expect((await fx.cart.rpc.send(CartPatterns.get, { sessionId: theirs.sessionId })).items).toHaveLength(1);
    });
  });
});
