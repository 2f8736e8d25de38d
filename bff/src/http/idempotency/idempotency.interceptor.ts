import {
  type CallHandler,
  ConflictException,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  UnprocessableEntityException,
  UseInterceptors,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type Redis from 'ioredis';
import { createHash, randomUUID } from 'node:crypto';
import { from, map, of, type Observable, switchMap, tap, catchError, throwError } from 'rxjs';
import { RequestContext, retryTransient } from '@lumina/platform';
import { RETRY_WINDOW_MS } from '../retry-window';

/** The Redis connection that keeps Idempotency-Key answers (provided by IdempotencyModule). */
export const IDEMPOTENCY_STORE = Symbol('IDEMPOTENCY_STORE');

const TTL_SECONDS = 24 * 3600;
/** A first request still running holds its key this long at most (a crashed BFF frees it). */
const IN_FLIGHT_SECONDS = 60;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

interface Stored {
  state: 'pending' | 'done';
  fingerprint: string;
  /** Which attempt holds a pending key: a claim whose reply was lost to a failover is still ours. */
  attempt?: string;
  status?: number;
  body?: unknown;
}

/** Keys live in Redis, so every BFF replica agrees. Applied by @Idempotent() only, so other routes pay nothing. */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(@Inject(IDEMPOTENCY_STORE) private readonly store: { redis: Redis; prefix: string }) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const header = request.headers['idempotency-key'];
    if (header === undefined) return next.handle();
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !KEY_PATTERN.test(key)) {
      return throwError(() => new UnprocessableEntityException('Idempotency-Key: 1 to 255 printable ASCII characters'));
    }
    const route = `${request.method} ${request.routeOptions.url ?? request.url}`;
    const redisKey = `${this.store.prefix}:idem:${createHash('sha256').update(`${route}\n${key}`).digest('hex')}`;
    const fingerprint = createHash('sha256')
      .update(`${request.method} ${request.url}\n${bodyIdentity(request)}`)
      .digest('hex');
    const attempt = randomUUID();
    const pending: Stored = { state: 'pending', fingerprint, attempt };
    // Every attempt of this request sends the same message ids: a write the services applied for an
    // attempt that died (a BFF replica killed, a timeout) is not applied again by the retry. So the
    // BFF may send them again itself while Redis fails over, and so may this store's commands.
    RequestContext.setIdempotencyScope(`idem:${redisKey.slice(-64)}`);
    RequestContext.allowRetries(RETRY_WINDOW_MS);
    const until = RequestContext.retryUntil();
    const redis = <T>(command: (client: Redis) => Promise<T>) => retryTransient(() => command(this.store.redis), until);

    // The key as this attempt finds it: claimed (ours), or what another attempt left.
    const found = from(redis((client) => client.set(redisKey, JSON.stringify(pending), 'EX', IN_FLIGHT_SECONDS, 'NX'))).pipe(
      switchMap((claimed) =>
        claimed === 'OK'
          ? of(pending)
          : from(redis((client) => client.get(redisKey))).pipe(map((raw) => (raw ? (JSON.parse(raw) as Stored) : undefined))),
      ),
    );
    return found.pipe(
      switchMap((stored) => {
        if (!stored) return next.handle();
        // Ours, also when the claim's reply was lost to a failover and this is its resent SET NX.
        if (stored.attempt === attempt) {
          return next.handle().pipe(
            tap((body) => {
              const done: Stored = { state: 'done', fingerprint, status: reply.statusCode, body };
              void redis((client) => client.set(redisKey, JSON.stringify(done), 'EX', TTL_SECONDS)).catch(() => undefined);
            }),
            // A failed first attempt stores nothing: the client may retry with the same key.
            catchError((error: unknown) => from(redis((client) => client.del(redisKey)).catch(() => 0)).pipe(switchMap(() => throwError(() => error)))),
          );
        }
        if (stored.fingerprint !== fingerprint) {
          throw new UnprocessableEntityException('Idempotency-Key was already used with a different request body');
        }
        if (stored.state === 'pending') throw new ConflictException('A request with this Idempotency-Key is still in progress');
        void reply.status(stored.status ?? 200).header('idempotent-replayed', 'true');
        return of(stored.body);
      }),
    );
  }
}

/**
 * What identifies the request's body: the parsed body, or for a streamed one (a multipart upload,
 * not read before the handler) its declared length, so the same key with a file of another size is
 * a 422 too. Two files of one length under one key are indistinguishable here: a client's retry.
 */
function bodyIdentity(request: { body?: unknown; headers: Record<string, string | string[] | undefined> }): string {
  if (request.body !== undefined) return JSON.stringify(request.body);
  return `streamed:${String(request.headers['content-length'] ?? '')}`;
}

/**
 * Marks a mutating route as accepting `Idempotency-Key`: the same key and body within 24 h gets the
 * first answer replayed (a retry after a lost response changes nothing twice); the same key with
 * another body is a 422. Without the header the route behaves as before.
 */
export const Idempotent = () => UseInterceptors(IdempotencyInterceptor);
