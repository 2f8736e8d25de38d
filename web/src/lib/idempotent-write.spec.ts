import { makeStore } from '@/app/store';
import { cartApi } from '@/features/cart/api/cart-api';
import { retryAfterMs, type ApiError } from '@/lib/api';
import { jsonResponse, mockFetch } from '@/testing/test-utils';

const CART = { sessionId: 's1', items: [], itemCount: 0, subtotal: '0.00', total: '0.00' };
const unavailable = () =>
  new Response('{"code":"RPC.TIMEOUT","message":"No reply"}', { status: 503, headers: { 'retry-after': '0' } });

const addToCart = (store = makeStore()) =>
  store.dispatch(cartApi.endpoints.addToCart.initiate({ sessionId: 's1', productId: 'p1', quantity: 1 }));
const sentKeys = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls
    .map(([request]) => request as Request)
    .filter((request) => request.method !== 'GET')
    .map((request) => request.headers.get('idempotency-key'));

describe('cart and checkout writes: Idempotency-Key and a retry after 503', () => {
  it('sends a key with each add to cart, a new one per action', async () => {
    const fetchMock = mockFetch(() => jsonResponse(CART));
    const store = makeStore();
    await addToCart(store);
    await addToCart(store);
    const [first, second] = sentKeys(fetchMock);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
  });

  it('sends a write answered 503 again after its Retry-After, under the same key', async () => {
    let writes = 0;
    const fetchMock = mockFetch((_url, request) => (request.method === 'POST' && ++writes === 1 ? unavailable() : jsonResponse(CART)));
    const result = await addToCart();
    expect(result.error).toBeUndefined();
    const keys = sentKeys(fetchMock);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('gives up after three retries and answers the 503', async () => {
    const fetchMock = mockFetch((_url, request) => (request.method === 'POST' ? unavailable() : jsonResponse(CART)));
    const result = await addToCart();
    expect((result.error as ApiError).status).toBe(503);
    expect(sentKeys(fetchMock)).toHaveLength(4);
  });

  it('waits what Retry-After says, in seconds or as a date, at most 10 s', () => {
    const answer = (value?: string) => new Response('', { status: 503, headers: value ? { 'retry-after': value } : {} });
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(retryAfterMs(answer('2'), now)).toBe(2000);
    expect(retryAfterMs(answer('Fri, 27 Nov 2026 12:00:04 GMT'), now)).toBe(4000);
    expect(retryAfterMs(answer('3600'), now)).toBe(10_000);
    expect(retryAfterMs(answer(), now)).toBe(1000);
  });
});
