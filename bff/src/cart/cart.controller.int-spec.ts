import { CartPatterns, type CartDto } from '@lumina/contracts';
import { startBffWithFakeServices, type BffUnderTest } from './testing/bff-test-app';

// @fastify/static (Swagger UI, the SPA) requires content-disposition 3, which is ESM-only: Node 20.19+
// loads it, Jest cannot. Nothing here downloads a static file, so a CommonJS stand-in will do.
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

const SESSION = 'session_1732000000000_k3j9x2m1q';
const ITEM = '3f0c8a52-9d7e-4c2b-8a61-5b0e2f4d7c19';
const PRODUCT = '9b2d4e6f-1a3c-4e5f-8a7b-0c1d2e3f4a5b';

const emptyCart = (sessionId = SESSION): CartDto => ({ sessionId, items: [], itemCount: 0, totalAmount: '0.00', currency: 'EUR', verified: true });

describe('cart routes', () => {
  let bff: BffUnderTest;

  beforeAll(async () => {
    bff = await startBffWithFakeServices('bff-cart');
  });
  afterAll(() => bff.close());
  beforeEach(() => {
    bff.cart.reset();
    for (const pattern of Object.values(CartPatterns)) bff.cart.answer(pattern, () => emptyCart());
  });

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
    bff.app.inject({ method, url, payload, headers });

  describe('GET /api/cart/:sessionId', () => {
    it('answers the cart service', async () => {
      const response = await inject('GET', `/api/cart/${SESSION}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(emptyCart());
      expect(bff.cart.calls).toEqual([{ pattern: CartPatterns.get, payload: { sessionId: SESSION } }]);
    });

    it.each(['abc', 'session_abc_def', 'session_1_'])('refuses session id %s with 400 and never asks the service', async (bad) => {
      const response = await inject('GET', `/api/cart/${bad}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', message: expect.stringContaining('session_{timestamp}_{random}') });
      expect(bff.cart.calls).toEqual([]);
    });
  });

  describe('POST /api/cart/add', () => {
    it('defaults the quantity to 1', async () => {
      const response = await inject('POST', '/api/cart/add', { sessionId: SESSION, productId: PRODUCT });
      expect(response.statusCode).toBe(200);
      expect(bff.cart.calls[0]).toEqual({ pattern: CartPatterns.add, payload: { sessionId: SESSION, productId: PRODUCT, quantity: 1 } });
    });

    it.each([
      [{ sessionId: SESSION, productId: PRODUCT, quantity: 100 }, 'quantity'],
      [{ sessionId: SESSION, productId: PRODUCT, quantity: '2' }, 'quantity'],
      [{ sessionId: SESSION, productId: 'lamp' }, 'productId'],
      [{ productId: PRODUCT }, 'sessionId'],
    ])('refuses %j with a 400 naming the field', async (body, field) => {
      const response = await inject('POST', '/api/cart/add', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain(field);
      expect(bff.cart.calls).toEqual([]);
    });

    it.each([
      ['not_found', 404, 'CART.PRODUCT_NOT_FOUND'],
      ['conflict', 409, 'CART.PRODUCT_OUT_OF_STOCK'],
      ['unavailable', 503, 'RPC.TIMEOUT'],
    ] as const)('passes a %s error on as %i with its code and message', async (kind, status, code) => {
      bff.cart.fail(CartPatterns.add, { code, kind, message: 'what the service said' });
      const response = await inject('POST', '/api/cart/add', { sessionId: SESSION, productId: PRODUCT, quantity: 1 });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ statusCode: status, code, message: 'what the service said' });
    });
  });

  describe('PUT /api/cart/items/:itemId', () => {
    it('takes the session from the x-cart-session header', async () => {
      await inject('PUT', `/api/cart/items/${ITEM}`, { quantity: 3 }, { 'x-cart-session': SESSION });
      expect(bff.cart.calls[0]).toEqual({ pattern: CartPatterns.updateItem, payload: { sessionId: SESSION, itemId: ITEM, quantity: 3 } });
    });

    it('or from the body', async () => {
      const response = await inject('PUT', `/api/cart/items/${ITEM}`, { quantity: 0, sessionId: SESSION });
      expect(response.statusCode).toBe(200);
      expect(bff.cart.calls[0]?.payload).toEqual({ sessionId: SESSION, itemId: ITEM, quantity: 0 });
    });

    it.each([
      ['no session at all', {}, { quantity: 1 }],
      ['header and body disagreeing', { 'x-cart-session': SESSION }, { quantity: 1, sessionId: 'session_1_other' }],
      ['a malformed header', { 'x-cart-session': 'nope' }, { quantity: 1 }],
      ['a quantity above 99', { 'x-cart-session': SESSION }, { quantity: 120 }],
    ])('refuses %s with 400', async (_what, headers, body) => {
      const response = await inject('PUT', `/api/cart/items/${ITEM}`, body, headers);
      expect(response.statusCode).toBe(400);
      expect(bff.cart.calls).toEqual([]);
    });

    it("answers 404 for another cart's item", async () => {
      bff.cart.fail(CartPatterns.updateItem, { code: 'CART.ITEM_NOT_FOUND', kind: 'not_found', message: 'not in this cart' });
      const response = await inject('PUT', `/api/cart/items/${ITEM}`, { quantity: 2 }, { 'x-cart-session': SESSION });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('DELETE /api/cart/items/:itemId', () => {
    it.each([
      ['the header', `/api/cart/items/${ITEM}`, { 'x-cart-session': SESSION }],
      ['?sessionId=', `/api/cart/items/${ITEM}?sessionId=${SESSION}`, {}],
    ])('takes the session from %s', async (_how, url, headers) => {
      const response = await inject('DELETE', url, undefined, headers);
      expect(response.statusCode).toBe(200);
      expect(bff.cart.calls[0]).toEqual({ pattern: CartPatterns.removeItem, payload: { sessionId: SESSION, itemId: ITEM } });
    });

    it('refuses an item id that is not a UUID', async () => {
      const response = await inject('DELETE', '/api/cart/items/42', undefined, { 'x-cart-session': SESSION });
      expect(response.statusCode).toBe(400);
    });
  });

  it('DELETE /api/cart/:sessionId clears the cart', async () => {
    const response = await inject('DELETE', `/api/cart/${SESSION}`);
    expect(response.statusCode).toBe(200);
    expect(bff.cart.calls).toEqual([{ pattern: CartPatterns.clear, payload: { sessionId: SESSION } }]);
  });
});
