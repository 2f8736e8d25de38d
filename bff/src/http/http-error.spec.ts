import { BadRequestException, NotFoundException } from '@nestjs/common';
import { toHttpError } from './http-error';

describe('toHttpError', () => {
  it.each([
    ['not_found', 404],
    ['validation', 400],
    ['conflict', 409],
    ['unavailable', 503],
  ] as const)('maps a service error of kind %s to HTTP %i with its code and message', (kind, status) => {
    expect(toHttpError({ code: 'X.Y', kind, message: 'what happened' })).toEqual({
      statusCode: status,
      code: 'X.Y',
      message: 'what happened',
    });
  });

  it('hides the message and details of an internal service error', () => {
    expect(toHttpError({ code: 'INTERNAL', kind: 'internal', message: 'db password wrong', details: { at: 'x' } })).toEqual({
      statusCode: 500,
      code: 'INTERNAL',
      message: 'Internal server error',
    });
  });

  it('answers an unknown exception with a bare 500 and no stack', () => {
    const body = toHttpError(new Error('secret internals at line 42'));
    expect(body).toEqual({ statusCode: 500, code: 'INTERNAL', message: 'Internal server error' });
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  it('keeps HTTP exceptions and Fastify client errors with their status', () => {
    expect(toHttpError(new NotFoundException('Cannot GET /api/x'))).toMatchObject({ statusCode: 404, message: 'Cannot GET /api/x' });
    expect(toHttpError(new BadRequestException('nope'))).toMatchObject({ statusCode: 400 });
    const tooLarge = Object.assign(new Error('Request body is too large'), { statusCode: 413 });
    expect(toHttpError(tooLarge)).toMatchObject({ statusCode: 413, message: 'Request body is too large' });
  });

  it('answers 503 (try again) when Redis could not be reached, as during a failover', async () => {
    // A real ioredis client with no server to reach: the error it gives up with.
    const { Redis } = await import('ioredis');
    const redis = new Redis({ host: '127.0.0.1', port: 1, maxRetriesPerRequest: 0, retryStrategy: () => null, lazyConnect: true });
    const failure = await redis.get('k').catch((error: unknown) => error);
    redis.disconnect();
    expect(toHttpError(failure)).toMatchObject({ statusCode: 503, code: 'REDIS.UNAVAILABLE' });
  });
});
