import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { SpaFallback } from './spa-fallback';

/**
 * The built SPA on the same port as the API. Hashed build assets are cached for a year; the page
 * itself is revalidated so a deploy is picked up at once. Unknown paths reach the error filter,
 * which answers browser navigations with the page (history fallback).
 */
export async function serveSpa(app: NestFastifyApplication, webDist: string, spa: SpaFallback): Promise<void> {
  const options: FastifyStaticOptions = {
    root: webDist,
    prefix: '/',
    index: false,
    redirect: false,
    // The web build writes .br and .gz copies of every asset; serve those to browsers that accept them.
    preCompressed: true,
    setHeaders: (reply, path) => {
      void reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  };
  await app.register(fastifyStatic, options);
  app
    .getHttpAdapter()
    .getInstance()
    .get('/', (request, reply) => spa.send(request, reply));
}
