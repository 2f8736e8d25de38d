import { ArgumentsHost, Catch, type ExceptionFilter, ServiceUnavailableException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

/**
 * A failed health check answers 503 with Terminus' whole report (which dependency is down, and
 * why), not the API's generic error body: the report is what an operator opens the URL for.
 */
@Catch(ServiceUnavailableException)
export class HealthReportFilter implements ExceptionFilter {
  catch(exception: ServiceUnavailableException, host: ArgumentsHost): void {
    void host.switchToHttp().getResponse<FastifyReply>().status(503).send(exception.getResponse());
  }
}
