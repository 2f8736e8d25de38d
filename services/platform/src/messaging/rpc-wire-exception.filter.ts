import { type ArgumentsHost, Catch, Logger, type RpcExceptionFilter } from '@nestjs/common';
import { type Observable, throwError } from 'rxjs';
import { RedisStreamsContext } from './redis-streams.context';
import { INTERNAL_WIRE_ERROR, knownWireError } from './wire-error';

/**
 * Nest's default RPC filter turns every non-RpcException into "Internal server error" before the
 * transport sees it, which would hide a DomainError's code from the caller. Register this filter
 * on every service (`app.useGlobalFilters(new RpcWireExceptionFilter())`) so handlers can simply
 * throw DomainErrors. Anything else is logged here with its stack and sent as INTERNAL.
 */
@Catch()
export class RpcWireExceptionFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger(RpcWireExceptionFilter.name);

  catch(exception: unknown, host: ArgumentsHost): Observable<never> {
    const wire = knownWireError(exception);
    if (wire === null) {
      const context: unknown = host.getArgByIndex(1);
      const pattern = context instanceof RedisStreamsContext ? context.getPattern() : 'a handler';
      this.logger.error(
        `Unhandled error in ${pattern}`,
        exception instanceof Error ? exception.stack : String(exception),
      );
    }
    return throwError(() => wire ?? INTERNAL_WIRE_ERROR);
  }
}
