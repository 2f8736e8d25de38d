import type { CartDto, ProductSnapshotDto } from '@lumina/contracts';
import { newSessionId } from '@lumina/platform/testing';
import { startShopBff, type ShopBff } from '../testing/shop-bff';
import { Shopper } from './testing/shopper';

// @fastify/static (Swagger UI, the SPA) requires content-disposition 3, which is ESM-only: Node 20.19+
// loads it, Jest cannot. Nothing here downloads a static file, so a CommonJS stand-in will do.
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

/** A product id catalog has never heard of. */
const UNKNOWN_PRODUCT = '9b2d4e6f-1a3c-4e5f-8a7b-0c1d2e3f4a5b';

describe('cart routes (the real cart and catalog services)', () => {
  let bff: ShopBff;
  let lamp: ProductSnapshotDto;
  let soldOut: ProductSnapshotDto;

  beforeAll(async () => {
    bff = await startShopBff('bff-cart');
    lamp = await bff.catalog.add({ title: 'Opal Pendant', priceMinor: 4990 });
    soldOut = await bff.catalog.add({ title: 'Sold-out Sconce', isInStock: false });
  });
  afterAll(() => bff?.close());

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
    bff.app.inject({ method, url, payload, headers });
  /** A shopper whose cart holds `quantity` of the lamp, and that line's id. */
  const withLamp = async (quantity = 1) => {
    const shopper = new Shopper(bff.app);
    const [line] = (await shopper.add(lamp.id, quantity)).items;
    if (!line) throw new Error('the cart does not hold the lamp just added');
    return { shopper, itemId: line.id };
  };
  const quantitiesOf = async (shopper: Shopper) => (await shopper.cart()).items.map((item) => item.quantity);

  describe('GET /api/cart/:sessionId', () => {
    it('answers an unknown session with an empty cart', async () => {
      const sessionId = newSessionId();
      const response = await inject('GET', `/api/cart/${sessionId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ sessionId, items: [], itemCount: 0, totalAmount: '0.00', currency: 'EUR', verified: true });
    });

    it('answers what the cart holds, priced by catalog', async () => {
      const { shopper } = await withLamp(2);
      const response = await inject('GET', `/api/cart/${shopper.sessionId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json<CartDto>()).toMatchObject({
        sessionId: shopper.sessionId,
        itemCount: 2,
        totalAmount: '99.80',
        verified: true,
        items: [{ productId: lamp.id, quantity: 2, price: '49.90', product: { name: 'Opal Pendant' } }],
      });
    });

    it.each(['abc', 'session_abc_def', 'session_1_'])('refuses session id %s with 400', async (bad) => {
      const response = await inject('GET', `/api/cart/${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', message: expect.stringContaining('session_{timestamp}_{random}') });
    });
  });

  describe('POST /api/cart/add', () => {
    it('defaults the quantity to 1 and answers the cart afterwards', async () => {
      const sessionId = newSessionId();
      const response = await inject('POST', '/api/cart/add', { sessionId, productId: lamp.id });
      expect(response.statusCode).toBe(200);
      expect(response.json<CartDto>()).toMatchObject({ sessionId, itemCount: 1, items: [{ productId: lamp.id, quantity: 1 }] });
      expect((await inject('GET', `/api/cart/${sessionId}`)).json<CartDto>().itemCount).toBe(1);
    });

    it.each([
      [{ productId: 'LAMP', quantity: 100 }, 'quantity'],
      [{ productId: 'LAMP', quantity: '2' }, 'quantity'],
      [{ productId: 'lamp' }, 'productId'],
    ])('refuses %j with a 400 naming %s, and the cart stays empty', async (body, field) => {
      const shopper = new Shopper(bff.app);
      const productId = body.productId === 'LAMP' ? lamp.id : body.productId;
      const response = await inject('POST', '/api/cart/add', { ...body, productId, sessionId: shopper.sessionId });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(field);
      expect(await quantitiesOf(shopper)).toEqual([]);
    });

    it('refuses a body without a session with a 400 naming sessionId', async () => {
      const response = await inject('POST', '/api/cart/add', { productId: lamp.id });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('sessionId');
    });

    it("passes the cart's not_found on as 404 with its code and message (a product catalog does not have)", async () => {
      const response = await inject('POST', '/api/cart/add', { sessionId: newSessionId(), productId: UNKNOWN_PRODUCT, quantity: 1 });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, code: 'CART.PRODUCT_NOT_FOUND', message: `Product ${UNKNOWN_PRODUCT} not found` });
    });

    it("passes the cart's conflict on as 409 with its code and message (a product out of stock)", async () => {
      const shopper = new Shopper(bff.app);
      const response = await inject('POST', '/api/cart/add', { sessionId: shopper.sessionId, productId: soldOut.id, quantity: 1 });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ statusCode: 409, code: 'CART.PRODUCT_OUT_OF_STOCK', message: "'Sold-out Sconce' is out of stock" });
      expect(await quantitiesOf(shopper)).toEqual([]);
    });
  });

  describe('PUT /api/cart/items/:itemId', () => {
    it('takes the session from the x-cart-session header', async () => {
      const { shopper, itemId } = await withLamp();
      const response = await inject('PUT', `/api/cart/items/${itemId}`, { quantity: 3 }, { 'x-cart-session': shopper.sessionId });
      expect(response.statusCode).toBe(200);
      expect(response.json<CartDto>().items).toMatchObject([{ id: itemId, quantity: 3 }]);
      expect(await quantitiesOf(shopper)).toEqual([3]);
    });

    it('or from the body; quantity 0 removes the line', async () => {
      const { shopper, itemId } = await withLamp();
      const response = await inject('PUT', `/api/cart/items/${itemId}`, { quantity: 0, sessionId: shopper.sessionId });
      expect(response.statusCode).toBe(200);
      expect(response.json<CartDto>()).toMatchObject({ items: [], itemCount: 0 });
      expect(await quantitiesOf(shopper)).toEqual([]);
    });

    it.each([
      ['no session at all', () => ({}), { quantity: 1 }],
      ['header and body disagreeing', (session: string) => ({ 'x-cart-session': session }), { quantity: 1, sessionId: 'session_1_other' }],
      ['a malformed header', () => ({ 'x-cart-session': 'nope' }), { quantity: 1 }],
      ['a quantity above 99', (session: string) => ({ 'x-cart-session': session }), { quantity: 120 }],
    ])('refuses %s with 400, and the line stays as it was', async (_what, headers, body) => {
      const { shopper, itemId } = await withLamp(2);
      const response = await inject('PUT', `/api/cart/items/${itemId}`, body, headers(shopper.sessionId));
      expect(response.statusCode).toBe(400);
      expect(await quantitiesOf(shopper)).toEqual([2]);
    });

    it("answers 404 for another cart's item, and leaves that item alone", async () => {
      const { shopper: owner, itemId } = await withLamp(2);
      const response = await inject('PUT', `/api/cart/items/${itemId}`, { quantity: 5 }, { 'x-cart-session': newSessionId() });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'CART.ITEM_NOT_FOUND' });
      expect(await quantitiesOf(owner)).toEqual([2]);
    });
  });

  describe('DELETE /api/cart/items/:itemId', () => {
    it.each([
      ['the header', (itemId: string) => `/api/cart/items/${itemId}`, (session: string) => ({ 'x-cart-session': session })],
      ['?sessionId=', (itemId: string, session: string) => `/api/cart/items/${itemId}?sessionId=${session}`, () => ({})],
    ])('takes the session from %s and removes the line', async (_how, url, headers) => {
      const { shopper, itemId } = await withLamp();
      const response = await inject('DELETE', url(itemId, shopper.sessionId), undefined, headers(shopper.sessionId));
      expect(response.statusCode).toBe(200);
      expect(response.json<CartDto>().items).toEqual([]);
      expect(await quantitiesOf(shopper)).toEqual([]);
    });

    it('refuses an item id that is not a UUID', async () => {
      const { shopper } = await withLamp();
      const response = await inject('DELETE', '/api/cart/items/42', undefined, { 'x-cart-session': shopper.sessionId });
      expect(response.statusCode).toBe(400);
      expect(await quantitiesOf(shopper)).toEqual([1]);
    });
  });

  it('DELETE /api/cart/:sessionId clears the cart', async () => {
    const { shopper } = await withLamp(2);
    const response = await inject('DELETE', `/api/cart/${shopper.sessionId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<CartDto>()).toMatchObject({ sessionId: shopper.sessionId, items: [], itemCount: 0 });
    expect(await quantitiesOf(shopper)).toEqual([]);
  });

  // Last: it stops catalog for the rest of the suite.
  it("passes the cart's unavailable on as 503 with its code and message (catalog is down)", async () => {
    await bff.catalog.stop();
    const response = await inject('POST', '/api/cart/add', { sessionId: newSessionId(), productId: lamp.id, quantity: 1 });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      statusCode: 503,
      code: 'CART.CATALOG_UNAVAILABLE',
      message: "Products can't be added to the cart right now. Please try again in a moment.",
    });
  });
});
