import { ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { toHttpError } from '../http/http-error';
import { sayWhenToRetry } from '../http/retry-window';

/**
 * confirm-payment's failures keep the usual error body and status, and add spec §7's
 * `{ success: false, error }` so the checkout reads them the way it reads a success.
 */
@Catch()
export class ConfirmPaymentErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger(ConfirmPaymentErrorFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = toHttpError(exception);
    if (body.statusCode >= 500) {
      this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : JSON.stringify(exception));
    }
    sayWhenToRetry(reply, body.statusCode);
    void reply.status(body.statusCode).send({ success: false, error: body.message, ...body });
  }
}
