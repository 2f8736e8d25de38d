import { ArgumentsHost, Catch, type ExceptionFilter, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toHttpError } from './http-error';
import type { SpaFallback } from '../spa/spa-fallback';
import { ProductPageNotFound } from '../clicks/product-page-not-found';
import { sayWhenToRetry } from './retry-window';

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger(HttpErrorFilter.name);

  constructor(private readonly spa?: SpaFallback) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    // Any path the API and the static files don't know is a client-side route: the SPA decides (404 page included).
    if (exception instanceof NotFoundException && this.spa?.accepts(request)) {
      void this.spa.send(request, reply);
      return;
    }
    if (exception instanceof ProductPageNotFound) {
      void reply.headers(exception.headers);
      if (this.spa?.available) {
        void this.spa.send(request, reply, { url: exception.pagePath, status: 404, cacheControl: 'no-store' });
        return;
      }
      void reply.status(404).send({ statusCode: 404, code: 'CATALOG.PRODUCT_NOT_FOUND', message: exception.message });
      return;
    }
    const body = toHttpError(exception);
    if (body.statusCode >= 500) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : JSON.stringify(exception));
    }
    sayWhenToRetry(reply, body.statusCode);
    void reply.status(body.statusCode).send(body);
  }
}
