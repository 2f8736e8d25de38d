import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { createHash } from 'node:crypto';
import type { BffConfig } from '../config';
import { BFF_CONFIG } from '../tokens';
import { ADMIN_REDIS } from './admin-session.store';

/** Consecutive failures for one address from one IP before sign-in answers 429. */
export const MAX_LOGIN_FAILURES = 10;
/** How long the count of failures lives after the last one (and so how long a lock-out lasts). */
const WINDOW_SECONDS = 15 * 60;

/** Brute-force limiting per email + IP in Redis; a successful sign-in clears the count. */
@Injectable()
export class LoginLimiter {
  constructor(
    @Inject(ADMIN_REDIS) private readonly redis: Redis,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  private key(email: string, ip: string): string {
    // Hashed: no address or IP in Redis key names.
    const digest = createHash('sha256').update(`${email.toLowerCase()}\n${ip}`).digest('base64url');
    return `${this.config.KEY_PREFIX}:admin:login-failures:${digest}`;
  }

  /** Seconds until the caller may try again, or 0 when it may try now. */
  async lockedFor(email: string, ip: string): Promise<number> {
    const key = this.key(email, ip);
    const [[, count], [, ttl]] = (await this.redis.multi().get(key).ttl(key).exec()) as [[null, string | null], [null, number]];
    return Number(count ?? 0) >= MAX_LOGIN_FAILURES ? Math.max(ttl, 1) : 0;
  }

  async recordFailure(email: string, ip: string): Promise<void> {
    await this.redis.multi().incr(this.key(email, ip)).expire(this.key(email, ip), WINDOW_SECONDS).exec();
  }

  async clear(email: string, ip: string): Promise<void> {
    await this.redis.del(this.key(email, ip));
  }
}
