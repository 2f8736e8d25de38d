import { OrdersPatterns } from '@lumina/contracts';
import { startBffWithFakeServices, type BffUnderTest } from '../cart/testing/bff-test-app';

// @fastify/static (Swagger UI, the SPA) requires content-disposition 3, which is ESM-only: Node 20.19+
// loads it, Jest cannot. Nothing here downloads a static file, so a CommonJS stand-in will do.
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

const SESSION = 'session_1732000000000_k3j9x2m1q';
const NUMBER = 'LUM-2026-000123';

describe('order routes', () => {
  let bff: BffUnderTest;

  beforeAll(async () => {
    bff = await startBffWithFakeServices('bff-orders');
  });
  afterAll(() => bff.close());
  beforeEach(() => bff.orders.reset());

  const get = (url: string, headers: Record<string, string> = {}) => bff.app.inject({ method: 'GET', url, headers });

  describe('GET /api/orders/:orderNumber', () => {
    it.each([
      ['the x-cart-session header', `/api/orders/${NUMBER}`, { 'x-cart-session': SESSION }],
      ['?session=', `/api/orders/${NUMBER}?session=${SESSION}`, {}],
    ])('asks for the order with the session from %s', async (_how, url, headers) => {
      bff.orders.answer(OrdersPatterns.byNumber, () => ({ orderNumber: NUMBER }));
      const response = await get(url, headers);
      expect(response.statusCode).toBe(200);
      expect(bff.orders.calls[0]?.payload).toEqual({ orderNumber: NUMBER, cartSessionId: SESSION });
    });

    it('answers 404 for an order the service does not find', async () => {
      bff.orders.fail(OrdersPatterns.byNumber, { code: 'ORDERS.ORDER_NOT_FOUND', kind: 'not_found', message: `Order ${NUMBER} not found` });
      const response = await get(`/api/orders/${NUMBER}`, { 'x-cart-session': SESSION });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'ORDERS.ORDER_NOT_FOUND' });
    });

    it.each([
      ['a malformed order number', '/api/orders/12345', { 'x-cart-session': SESSION }],
      ['no session', `/api/orders/${NUMBER}`, {}],
    ])('refuses %s with 400', async (_what, url, headers) => {
      const response = await get(url, headers);
      expect(response.statusCode).toBe(400);
      expect(bff.orders.calls).toEqual([]);
    });
  });

  it('GET /api/orders/:orderNumber/invoice.pdf downloads the PDF', async () => {
    const pdf = Buffer.from('%PDF-1.3 test invoice %%EOF');
    bff.orders.answer(OrdersPatterns.invoice, () => ({ filename: `invoice-${NUMBER}.pdf`, contentBase64: pdf.toString('base64') }));

    const response = await get(`/api/orders/${NUMBER}/invoice.pdf?session=${SESSION}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-${NUMBER}.pdf"`);
    expect(response.rawPayload.equals(pdf)).toBe(true);
  });
});
