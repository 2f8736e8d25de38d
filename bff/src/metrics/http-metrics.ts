import { metricsRegistry, registeredOnce } from '@lumina/platform';
import type { FastifyInstance } from 'fastify';
import { Histogram } from 'prom-client';

const NAME = 'lumina_http_request_duration_seconds';

function requestSeconds(): Histogram<'method' | 'route' | 'status_class'> {
  return registeredOnce(NAME, () => new Histogram({
    name: NAME,
    help: 'BFF HTTP requests: time to the last byte, by method, route template and status class',
    labelNames: ['method', 'route', 'status_class'],
    // Page renders and API reads sit between 5 ms and 1 s; the tail up to 10 s shows timeouts.
    registers: [metricsRegistry],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  }));
}

/**
 * Times every response. The route is Fastify's template (`/api/products/:slug`), never the URL:
 * ids in labels would make a series per product. Requests no route matched count as `unmatched`;
 * pages of the web app come through the static files' wildcard route (`/*`).
 */
export function recordHttpLatency(fastify: FastifyInstance): void {
  const histogram = requestSeconds();
  fastify.addHook('onResponse', (request, reply, done) => {
    histogram.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_class: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
