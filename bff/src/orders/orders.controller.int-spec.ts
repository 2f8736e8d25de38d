import type { OrderDto, ProductSnapshotDto } from '@lumina/contracts';
import { startShopBff, type ShopBff } from '../testing/shop-bff';
import { Shopper } from '../cart/testing/shopper';

// @fastify/static (Swagger UI, the SPA) requires content-disposition 3, which is ESM-only: Node 20.19+
// loads it, Jest cannot. Nothing here downloads a static file, so a CommonJS stand-in will do.
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

/** Well-formed, but no order has it. */
const UNKNOWN_NUMBER = 'LUM-1999-000001';

describe('order routes (the real orders, cart and catalog services)', () => {
  let bff: ShopBff;
  let lamp: ProductSnapshotDto;
  let shopper: Shopper;
  let orderNumber: string;

  beforeAll(async () => {
    bff = await startShopBff('bff-orders', { orders: true });
    lamp = await bff.catalog.add({ title: 'Brass Pendant', priceMinor: 12900 });
    // One order placed as a shopper places it: cart, payment (the manual provider), confirmation.
    shopper = new Shopper(bff.app);
    orderNumber = await shopper.placeOrder(lamp.id);
  });
  afterAll(() => bff?.close());

  const get = (url: string, headers: Record<string, string> = {}) => bff.app.inject({ method: 'GET', url, headers });

  describe('GET /api/orders/:orderNumber', () => {
    it.each([
      ['the x-cart-session header', (session: string) => [`/api/orders/${orderNumber}`, { 'x-cart-session': session }] as const],
      ['?session=', (session: string) => [`/api/orders/${orderNumber}?session=${session}`, {}] as const],
    ])('answers the order to the session that placed it, from %s', async (_how, request) => {
      const [url, headers] = request(shopper.sessionId);
      const response = await get(url, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json<OrderDto>()).toMatchObject({
        orderNumber,
        paymentStatus: 'paid',
        currency: 'EUR',
        totalAmount: '129.00',
        items: [expect.objectContaining({ productId: lamp.id, quantity: 1 })],
      });
    });

    it.each([
      ['a number no order has', () => ({ number: UNKNOWN_NUMBER, session: shopper.sessionId })],
      ["another session's order", () => ({ number: orderNumber, session: new Shopper(bff.app).sessionId })],
    ])('answers 404 for %s', async (_what, lookup) => {
      const { number, session } = lookup();
      const response = await get(`/api/orders/${number}`, { 'x-cart-session': session });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ORDERS.ORDER_NOT_FOUND', message: `Order ${number} not found` });
    });

    it.each([
      ['a malformed order number', () => '/api/orders/12345', () => ({ 'x-cart-session': shopper.sessionId })],
      ['no session', () => `/api/orders/${orderNumber}`, () => ({})],
    ])('refuses %s with 400', async (_what, url, headers) => {
      const response = await get(url(), headers());
      expect(response.statusCode).toBe(400);
    });
  });

  it('GET /api/orders/:orderNumber/invoice.pdf downloads the PDF orders renders', async () => {
    const response = await get(`/api/orders/${orderNumber}/invoice.pdf?session=${shopper.sessionId}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-${orderNumber}.pdf"`);
    expect(response.headers['cache-control']).toBe('private, no-store');
    // The bytes as orders sent them: a whole PDF, decoded from the transport's base64.
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(response.rawPayload.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it("answers 404 for another session's invoice", async () => {
    const response = await get(`/api/orders/${orderNumber}/invoice.pdf?session=${new Shopper(bff.app).sessionId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'ORDERS.ORDER_NOT_FOUND' });
  });
});
