import Fastify, { type FastifyInstance } from 'fastify';
import { keepSessionResponsesPrivate } from './session-responses';

describe('keepSessionResponsesPrivate', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    keepSessionResponsesPrivate(app);
    app.get('/api/cart', async () => ({ items: [] }));
    app.get('/api/orders/:number', async (_request, reply) => reply.header('cache-control', 'private, max-age=5').header('vary', 'Accept-Encoding').send({}));
    app.get('/api/products', async (_request, reply) => reply.header('cache-control', 'public, max-age=60').send([]));
    await app.ready();
  });

  afterAll(() => app.close());

  it('marks a cart read private and varying on the session header', async () => {
    const response = await app.inject({ url: '/api/cart', headers: { 'x-cart-session': 'a' } });
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toBe('x-cart-session');
  });

  it('keeps what a route said and adds the session header to its Vary', async () => {
    const response = await app.inject({ url: '/api/orders/LUM-1?session=abc' });
    expect(response.headers['cache-control']).toBe('private, max-age=5');
    expect(response.headers.vary).toBe('Accept-Encoding, x-cart-session');
  });

  it('leaves a shared catalogue read shared', async () => {
    const response = await app.inject({ url: '/api/products' });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.headers.vary).toBeUndefined();
  });
});
