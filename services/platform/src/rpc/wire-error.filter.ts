import { Catch, Logger, type RpcExceptionFilter } from '@nestjs/common';
import type { WireError } from '@lumina/contracts';
import { type Observable, throwError } from 'rxjs';
import { INTERNAL_WIRE_ERROR, knownWireError } from '../messaging/wire-error';

/** Whatever a handler threw, as the WireError its caller may see; unknown errors are logged, never sent. */
function toWireError(error: unknown, logger?: Logger): WireError {
  const wire = knownWireError(error);
  if (wire) return wire;
  logger?.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  return INTERNAL_WIRE_ERROR;
}

/**
 * Nest wraps every handler in its RPC exception filters, which would flatten our errors into
 * "Internal server error"; this filter keeps a DomainError's code, kind and message instead.
 */
@Catch()
export class WireErrorFilter implements RpcExceptionFilter<unknown> {
  private readonly logger = new Logger('WireErrorFilter');

  catch(exception: unknown): Observable<never> {
    return throwError(() => toWireError(exception, this.logger));
  }
}
