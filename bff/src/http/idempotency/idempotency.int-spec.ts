import { CartPatterns } from '@lumina/contracts';
import { randomUUID } from 'node:crypto';
import { startBffWithFakeServices, type BffUnderTest } from '../../cart/testing/bff-test-app';

// See orders.controller.int-spec.ts: a CommonJS stand-in for an ESM-only dependency of @fastify/static.
jest.mock('content-disposition', () => ({ create: (name: string) => `attachment; filename="${name}"` }));

const SESSION = 'session_1732000000000_k3j9x2m1q';
const PRODUCT = '9b2d4e6f-1a3c-4e5f-8a7b-0c1d2e3f4a5b';

describe('Idempotency-Key on marked routes', () => {
  let bff: BffUnderTest;

  beforeAll(async () => {
    bff = await startBffWithFakeServices('bff-idempotency');
  });
  afterAll(() => bff.close());
  beforeEach(() => bff.cart.reset());

  const add = (key: string | undefined, quantity: number) =>
    bff.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      payload: { sessionId: SESSION, productId: PRODUCT, quantity },
      headers: key ? { 'idempotency-key': key } : {},
    });

  it('replays the first answer for the same key and body: the cart is added to once', async () => {
    let n = 0;
    bff.cart.answer(CartPatterns.add, () => ({ sessionId: SESSION, answer: ++n }));
    const key = randomUUID();
    const first = await add(key, 2);
    const again = await add(key, 2);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(bff.cart.calls).toHaveLength(1);
  });

  it('refuses the same key with another body with 422', async () => {
    bff.cart.answer(CartPatterns.add, () => ({ sessionId: SESSION }));
    const key = randomUUID();
    expect((await add(key, 1)).statusCode).toBe(200);
    const other = await add(key, 5);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ message: expect.stringContaining('different request body') });
    expect(bff.cart.calls).toHaveLength(1);
  });

  it('lets a failed first attempt be retried with the same key, and leaves requests without a key alone', async () => {
    const key = randomUUID();
    bff.cart.fail(CartPatterns.add, { code: 'CART.PRODUCT_OUT_OF_STOCK', kind: 'conflict', message: 'out of stock' });
    expect((await add(key, 1)).statusCode).toBe(409);
    bff.cart.answer(CartPatterns.add, () => ({ sessionId: SESSION }));
    expect((await add(key, 1)).statusCode).toBe(200);
    expect((await add(undefined, 1)).statusCode).toBe(200);
    expect((await add(undefined, 1)).statusCode).toBe(200);
    expect(bff.cart.calls).toHaveLength(4);
  });
});
