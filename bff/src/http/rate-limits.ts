import fastifyRateLimit, { normalizeIP, type CreateRateLimitOptions } from '@fastify/rate-limit';
import { CART_SESSION_HEADER, cartSessionIdSchema } from '@lumina/contracts';
import { createRedis, redisEndpoint } from '@lumina/platform';
import { RouteConfig, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { BffConfig } from '../config';
import type { HttpErrorBody } from './http-error';

/**
 * The public routes a flood would hurt: sign-in (each attempt costs a password hash) and the
 * shopper's writes (cart, clicks, checkout: each costs a service call and a database write).
 */
export type RateLimitKind = 'sign-in' | 'shopper-write';

const KIND = 'rateLimitKind';

/** Marks a route as limited (route config, read when Fastify registers the route). */
export const RateLimited = (kind: RateLimitKind): MethodDecorator => RouteConfig({ [KIND]: kind });

/** The kind of limit a registered route carries, if any (for checks that every public write has one). */
export const rateLimitKindOf = (handler: object): RateLimitKind | undefined =>
  (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) as Record<string, RateLimitKind> | undefined)?.[KIND];

type Check = (request: FastifyRequest) => Promise<{ isAllowed: true } | { isAllowed: false; isExceeded: boolean; ttl: number; ttlInSeconds: number }>;
/** The plugin's decorator (its type augmentation targets a `fastify` this workspace does not hoist). */
type WithCreateRateLimit = { createRateLimit(options: CreateRateLimitOptions): Check };

interface Limit {
  name: string;
  check: Check;
  /** The key part of this request, or undefined when this limit does not apply to it. */
  subject: (request: FastifyRequest) => string | undefined;
  message: (wait: string) => string;
}

/** The cart session a shopper's write names: header, body (sessionId / cartSessionId) or path; well-formed only. */
function cartSessionOf(request: FastifyRequest): string | undefined {
  const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const named = [request.headers[CART_SESSION_HEADER], body.sessionId, body.cartSessionId, params.sessionId].find((value) => typeof value === 'string');
  return cartSessionIdSchema.safeParse(named).success ? (named as string) : undefined;
}

const WINDOW_MS = 60_000;
/** Subjects refused until their window ends, remembered in this process (a flood's keys, bounded). */
const REFUSED_KEPT = 10_000;

/**
 * @fastify/rate-limit's counters in Redis (fixed one-minute windows, shared by every BFF replica),
 * checked before the handler (a shopper's write after its body is read: a cart session may be named there):
 *  - sign-in: SIGN_IN_RATE_PER_ADDRESS per client address, before any password is hashed;
 *  - shopper-write: SHOPPER_WRITE_RATE_PER_SESSION per cart session, and SHOPPER_WRITE_RATE_PER_ADDRESS
 *    per address whatever the session: sessions are made by the client, so only the address bounds
 *    one that makes a new one per request; many shoppers share an address (offices, mobile
 *    carriers), so that ceiling is much higher.
 * Over a limit: 429 in the API's error shape with Retry-After. Redis out of reach: not limited
 * (the request itself then fails or succeeds on its own).
 */
export async function registerRateLimits(app: NestFastifyApplication, config: BffConfig): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  const redis = createRedis(redisEndpoint(config), { connectionName: `${config.KEY_PREFIX}:bff-rate-limits`, enableAutoPipelining: true });
  fastify.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  await fastify.register(fastifyRateLimit, {
    global: false,
    redis,
    nameSpace: `${config.KEY_PREFIX}:rate-limit:`,
    timeWindow: WINDOW_MS,
    skipOnError: true,
  });
  const { createRateLimit } = fastify as unknown as WithCreateRateLimit;
  const limit = (name: string, max: number, subject: Limit['subject'], message: Limit['message']): Limit => ({
    name,
    check: createRateLimit({ max, timeWindow: WINDOW_MS, keyGenerator: (request: FastifyRequest) => `${name}:${subject(request) ?? ''}` }),
    subject,
    message,
  });
  // An IPv6 client holds a whole /64: counted as one address, or it would rotate through them.
  const address = (request: FastifyRequest) => normalizeIP(request.ip, 64);
  const limits: Record<RateLimitKind, Limit[]> = {
    'sign-in': [
      limit('sign-in', config.SIGN_IN_RATE_PER_ADDRESS, address, (wait) => `Too many sign-in attempts from your address: try again in ${wait}`),
    ],
    'shopper-write': [
      limit('cart-session', config.SHOPPER_WRITE_RATE_PER_SESSION, cartSessionOf, (wait) => `Too many changes to this cart: try again in ${wait}`),
      limit('shopper-address', config.SHOPPER_WRITE_RATE_PER_ADDRESS, address, (wait) => `Too many requests from your address: try again in ${wait}`),
    ],
  };

  // A subject over its limit stays refused until its fixed window ends: this process answers it
  // from memory until then, so a flood from one address costs no Redis round trip per request.
  const refusedUntil = new LRUCache<string, number>({ max: REFUSED_KEPT });
  const refusal = async ({ name, check, subject }: Limit, request: FastifyRequest): Promise<number | undefined> => {
    const key = `${name}:${subject(request)}`;
    const until = refusedUntil.get(key);
    const now = Date.now();
    if (until !== undefined && until > now) return Math.ceil((until - now) / 1000);
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return undefined;
    if (result.ttl > 0) refusedUntil.set(key, now + result.ttl, { ttl: result.ttl });
    return Math.max(1, result.ttlInSeconds);
  };
  const enforce = (kindLimits: Limit[]) => async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limit of kindLimits) {
      if (limit.subject(request) === undefined) continue;
      const seconds = await refusal(limit, request);
      if (seconds === undefined) continue;
      const body: HttpErrorBody = { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: limit.message(seconds === 1 ? '1 second' : `${seconds} seconds`) };
      return reply.code(429).header('retry-after', String(seconds)).send(body);
    }
    return undefined;
  };
  // Sign-in is limited by address alone: refused before its body is even read.
  const hookOf: Record<RateLimitKind, 'onRequest' | 'preHandler'> = { 'sign-in': 'onRequest', 'shopper-write': 'preHandler' };
  fastify.addHook('onRoute', (route) => {
    const kind = (route.config as Record<string, unknown> | undefined)?.[KIND] as RateLimitKind | undefined;
    if (!kind) return;
    const hook = hookOf[kind];
    const existing = route[hook] as unknown;
    const hooks = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
    route[hook] = [...hooks, enforce(limits[kind])] as never;
  });
}
