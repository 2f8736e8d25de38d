import type { FastifyInstance } from 'fastify';
import { CART_SESSION_HEADER } from '@lumina/contracts';

/** The shopper's own resources: their cart, checkout and orders (a session in the query counts too). */
const SHOPPER_OWN = /^\/api\/(cart|checkout|orders)(\/|\?|$)/;

/**
 * A response to a request that names a cart session (the cart, checkout, an order) is that
 * shopper's: no shared cache may keep it (`private, no-store` unless the route said otherwise),
 * and it varies on the session header, so a cache never answers one shopper with another's cart.
 */
export function keepSessionResponsesPrivate(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (request.headers[CART_SESSION_HEADER] !== undefined || SHOPPER_OWN.test(request.url)) {
      if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'private, no-store');
      const vary = reply.getHeader('vary');
      const varies = typeof vary === 'string' ? vary.split(',').map((name) => name.trim().toLowerCase()) : [];
      if (!varies.includes(CART_SESSION_HEADER)) void reply.header('vary', [vary, CART_SESSION_HEADER].filter(Boolean).join(', '));
    }
    done(null, payload);
  });
}
