import {
  type CallHandler,
  ConflictException,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  UnprocessableEntityException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Redis from 'ioredis';
import { createHash } from 'node:crypto';
import { from, of, type Observable, switchMap, tap, catchError, throwError } from 'rxjs';

export const IDEMPOTENT_ROUTE = 'lumina:idempotent-route';

/**
 * Marks a mutating route as accepting `Idempotency-Key`: the same key and body within 24 h gets the
 * first answer replayed (a retry after a lost response changes nothing twice); the same key with
 * another body is a 422. Without the header the route behaves as before.
 */
export const Idempotent = () => SetMetadata(IDEMPOTENT_ROUTE, true);

const TTL_SECONDS = 24 * 3600;
/** A first request still running holds its key this long at most (a crashed BFF frees it). */
const IN_FLIGHT_SECONDS = 60;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

interface Stored {
  state: 'pending' | 'done';
  fingerprint: string;
  status?: number;
  body?: unknown;
}

/** One global interceptor; acts only on routes marked @Idempotent(). Keys live in Redis, so every BFF replica agrees. */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const marked = this.reflector.getAllAndOverride<boolean>(IDEMPOTENT_ROUTE, [context.getHandler(), context.getClass()]);
    if (!marked || context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const header = request.headers['idempotency-key'];
    if (header === undefined) return next.handle();
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_PATTERN.test(key)) {
      return throwError(() => new UnprocessableEntityException('Idempotency-Key: 1 to 255 printable ASCII characters'));
    }
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const redisKey = `${this.prefix}:idem:${createHash('sha256').update(`${route}\n${key}`).digest('hex')}`;
    const fingerprint = createHash('sha256')
      .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
      .digest('hex');
    const pending: Stored = { state: 'pending', fingerprint };

    return from(this.redis.set(redisKey, JSON.stringify(pending), 'EX', IN_FLIGHT_SECONDS, 'NX')).pipe(
      switchMap((claimed) => {
        if (claimed === 'OK') {
          return next.handle().pipe(
            tap((body) => {
              const done: Stored = { state: 'done', fingerprint, status: reply.statusCode, body };
              void this.redis.set(redisKey, JSON.stringify(done), 'EX', TTL_SECONDS).catch(() => undefined);
            }),
            // A failed first attempt stores nothing: the client may retry with the same key.
            catchError((error: unknown) => from(this.redis.del(redisKey).catch(() => 0)).pipe(switchMap(() => throwError(() => error)))),
          );
        }
        return from(this.redis.get(redisKey)).pipe(
          switchMap((raw) => {
            const stored = raw ? (JSON.parse(raw) as Stored) : undefined;
            if (!stored) return next.handle();
            if (stored.fingerprint !== fingerprint) {
              throw new UnprocessableEntityException('Idempotency-Key was already used with a different request body');
            }
            if (stored.state === 'pending') throw new ConflictException('A request with this Idempotency-Key is still in progress');
            void reply.status(stored.status ?? 200).header('idempotent-replayed', 'true');
            return of(stored.body);
          }),
        );
      }),
    );
  }
}
