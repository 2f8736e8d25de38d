import { HttpException, HttpStatus } from '@nestjs/common';
import { isWireError, type ErrorKind } from '@lumina/contracts';
import { isRedisConnectionLoss } from '@lumina/platform';
import { ZodValidationException } from 'nestjs-zod';
import type { ZodError } from 'zod';

export interface HttpErrorBody {
  statusCode: number;
  code: string;
  message: string;
  details?: unknown;
}

const STATUS_BY_KIND: Record<ErrorKind, number> = {
  not_found: HttpStatus.NOT_FOUND,
  validation: HttpStatus.BAD_REQUEST,
  conflict: HttpStatus.CONFLICT,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
  internal: HttpStatus.INTERNAL_SERVER_ERROR,
};

function describeZodError(error: ZodError): { message: string; details: { path: string; message: string }[] } {
  const details = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  const message = details.map((d) => (d.path ? `${d.path}: ${d.message}` : d.message)).join('; ');
  return { message: `Invalid request: ${message}`, details };
}

/**
 * The one place an error becomes an HTTP answer (ARCHITECTURE §4): service errors by kind,
 * validation as 400 with a readable message, anything unknown as a bare 500. No stack ever leaves.
 */
export function toHttpError(exception: unknown): HttpErrorBody {
  if (isWireError(exception)) {
    const statusCode = STATUS_BY_KIND[exception.kind];
    return {
      statusCode,
      code: exception.code,
      message: exception.kind === 'internal' ? 'Internal server error' : exception.message,
      ...(exception.details === undefined || exception.kind === 'internal' ? {} : { details: exception.details }),
    };
  }
  if (exception instanceof ZodValidationException) {
    const { message, details } = describeZodError(exception.getZodError() as ZodError);
    return { statusCode: HttpStatus.BAD_REQUEST, code: 'VALIDATION', message, details };
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    const message =
      typeof response === 'string'
        ? response
        : String((response as { message?: unknown }).message ?? exception.message);
    // A code the thrower names (`{ code, message }`) is one the web acts on (AUTH.PASSWORD_CHANGE_REQUIRED).
    const named = typeof response === 'object' ? (response as { code?: unknown }).code : undefined;
    return { statusCode, code: typeof named === 'string' ? named : (HttpStatus[statusCode] ?? 'HTTP_ERROR'), message };
  }
  // Fastify's own client errors (malformed JSON, body too large, unsupported media type…) keep their status.
  const status = (exception as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { statusCode: status, code: HttpStatus[status] ?? 'HTTP_ERROR', message: (exception as Error).message };
  }
  // Redis out of reach (a failover under way, a restart): the request may be sent again in a moment.
  if (isRedisConnectionLoss(exception)) {
    return {
      statusCode: HttpStatus.SERVICE_UNAVAILABLE,
      code: 'REDIS.UNAVAILABLE',
      message: 'The shop cannot take this request right now. Please try again in a moment.',
    };
  }
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, code: 'INTERNAL', message: 'Internal server error' };
}
