import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { RequestContext, RpcClient, requestIdFrom } from '@lumina/platform';
import { Logger } from 'nestjs-pino';
import { ZodValidationPipe, cleanupOpenApiDoc } from 'nestjs-zod';
import { constants as zlib } from 'node:zlib';
import { mountQueueBoard } from '../admin/queues/queue-board';
import { AppModule } from '../app.module';
import { servesApiDocs, type BffConfig } from '../config';
import { recordHttpLatency } from '../metrics/http-metrics';
import { SpaFallback } from '../spa/spa-fallback';
import { PageRenderer } from '../spa/page-renderer';
import { serveSpa } from '../spa/serve-spa';
import { API_PREFIX } from './api-prefix';
import { trustProxyOption } from './client-address';
import { retryDeadlineFor } from './retry-window';
import { HttpErrorFilter } from './http-error.filter';
import { registerRateLimits } from './rate-limits';
import { refuseNulCharacters } from './nul-guard';
import { registerSecurityHeaders } from './security-headers';
import { keepApiAndAdminOutOfSearch } from './robots-header';
import { keepSessionResponsesPrivate } from './session-responses';
import { registerSitemapRoutes } from '../seo/sitemap-routes';

/** Builds the BFF (not listening yet), so tests and main share one wiring. */
export async function createBffApp(config: BffConfig): Promise<NestFastifyApplication> {
  // Filled below once the renderer exists: a browser navigation whose address has a malformed escape
  // (/product/%E0%A4%A) gets the shop's 404 page, not Fastify's JSON 400.
  const badUrlPages: { spa?: SpaFallback } = {};
  const adapter = new FastifyAdapter({
    genReqId: requestIdFrom,
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config),
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      const spa = badUrlPages.spa;
      if (error.code === 'FST_ERR_BAD_URL' && spa?.accepts(request) && /text\/html/.test(request.headers.accept ?? '')) {
        void spa.send(request, reply, { url: request.url, status: 404, cacheControl: 'no-cache' });
        return;
      }
      void reply.status(400).send({ statusCode: 400, code: 'VALIDATION', message: error.message });
    },
  });
  // rawBody: Stripe's webhook signature is over the exact bytes sent (payments/stripe-webhook.controller.ts).
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, { bufferLogs: true, rawBody: true });
  app.useLogger(app.get(Logger));

  // Everything a request causes, here and in the services it calls, carries its id.
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      void reply.header('x-request-id', request.id);
      RequestContext.run({ requestId: request.id, retryUntil: retryDeadlineFor(request.method) }, done);
    });
  recordHttpLatency(app.getHttpAdapter().getInstance());
  refuseNulCharacters(app.getHttpAdapter().getInstance());

  await registerSecurityHeaders(app, { production: config.NODE_ENV === 'production' });
  keepApiAndAdminOutOfSearch(app.getHttpAdapter().getInstance());
  keepSessionResponsesPrivate(app.getHttpAdapter().getInstance());

  // JSON and server-rendered pages, compressed per response; built assets are served precompressed
  // (serve-spa.ts). Brotli at a middle level: most of the size win for a fraction of level 11's CPU.
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } },
  });

  // Multipart is read only by a route that asks for it (request.file()): the feed upload, which
  // streams the file on as it arrives, so bodyLimit does not apply and its own cap does.
  await app.register(fastifyMultipart, { limits: { fileSize: config.FEED_MAX_BYTES, files: 1 } });

  // Before any route is registered: routes marked @RateLimited() get their checks as they are.
  await registerRateLimits(app, config);

  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(new ZodValidationPipe());
  const fastify = app.getHttpAdapter().getInstance();
  const spa = new SpaFallback(config.WEB_DIST, new PageRenderer(config.WEB_SERVER_ENTRY, fastify), config.PUBLIC_ORIGIN);
  badUrlPages.spa = spa;
  registerSitemapRoutes(fastify, app.get(RpcClient), config.PUBLIC_ORIGIN);
  app.useGlobalFilters(new HttpErrorFilter(spa));
  // Before the SPA's static files: the board registers @fastify/static in its own scope.
  await mountQueueBoard(app, config);
  if (spa.available) await serveSpa(app, config.WEB_DIST, spa);

  // The API reference is for developers: off in production unless API_DOCS=true.
  if (servesApiDocs(config)) {
    const openApi = SwaggerModule.createDocument(
      app,
      new DocumentBuilder().setTitle('Lumina API').setDescription('Storefront and admin HTTP API').setVersion('1').build(),
    );
    SwaggerModule.setup(`${API_PREFIX}/docs`, app, cleanupOpenApiDoc(openApi));
  }
  app.enableShutdownHooks();
  return app;
}
