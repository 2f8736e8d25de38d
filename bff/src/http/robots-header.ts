import type { FastifyInstance } from 'fastify';

/** The API and the admin are no pages for search engines (their own or anything they answer). */
const NOT_FOR_SEARCH_ENGINES = /^\/(api|admin)(\/|\?|$)/;

/** Marks every response under /api and /admin `X-Robots-Tag: noindex` (shopper pages say it in their head). */
export function keepApiAndAdminOutOfSearch(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (NOT_FOR_SEARCH_ENGINES.test(request.url)) void reply.header('x-robots-tag', 'noindex');
    done();
  });
}
