import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { createHash } from 'node:crypto';
import type { BffConfig } from '../config';
import { BFF_CONFIG } from '../tokens';
import { ADMIN_REDIS } from './admin-session.store';

/** Consecutive failures for one address from one IP before sign-in answers 429. */
export const MAX_LOGIN_FAILURES = 10;
/** How long the count of failures lives after the last one (and so how long a lock-out lasts). */
const WINDOW_SECONDS = 15 * 60;
/** Failures for one account from anywhere (within ACCOUNT_WINDOW_SECONDS) before guessing is slowed. */
export const ACCOUNT_FAILURES_BEFORE_SLOWING = 20;
const ACCOUNT_WINDOW_SECONDS = 60 * 60;
/** Once slowed: one attempt per this many seconds for the account from addresses it never signed in from. */
export const SLOWED_ATTEMPT_SECONDS = 60;
/** An address the account signed in from is its usual address for this long after the last success. */
const USUAL_ADDRESS_SECONDS = 30 * 24 * 60 * 60;
const USUAL_ADDRESSES_KEPT = 20;

/**
 * One Lua script, so the check and the count are one step: parallel attempts cannot all read
 * "under the limit" before any of them is counted. Answers 0 (the attempt is counted as a failure
 * until it succeeds or is withdrawn; -1: the same, from an address the account signed in from in
 * the usual-address lifetime) or the seconds to wait.
 * KEYS: pair failures, account failures, account's slowed slot, account's usual addresses.
 * ARGV: max pair failures, pair window, account failures before slowing, account window,
 * slowed interval, this address's digest, now (ms), usual-address lifetime (ms).
 */
const RESERVE = `
local pair = tonumber(redis.call('GET', KEYS[1]) or '0')
if pair >= tonumber(ARGV[1]) then return math.max(redis.call('TTL', KEYS[1]), 1) end
local seen = redis.call('ZSCORE', KEYS[4], ARGV[6])
local usual = seen and tonumber(seen) >= tonumber(ARGV[7]) - tonumber(ARGV[8])
if not usual then
  if tonumber(redis.call('GET', KEYS[2]) or '0') >= tonumber(ARGV[3]) then
    if not redis.call('SET', KEYS[3], '1', 'NX', 'EX', ARGV[5]) then return math.max(redis.call('TTL', KEYS[3]), 1) end
  end
end
redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[2])
redis.call('INCR', KEYS[2])
redis.call('EXPIRE', KEYS[2], ARGV[4])
if usual then return -1 end
return 0
`;

/** Un-counts a reserved attempt: KEYS pair and account failures. */
const WITHDRAW = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
return 0
`;

interface LimiterRedis extends Redis {
  reserveLogin(pair: string, account: string, slot: string, usual: string, ...args: Array<string | number>): Promise<number>;
  withdrawLogin(pair: string, account: string): Promise<number>;
}

/** A counted sign-in attempt: a failure unless it is withdrawn (never checked) or succeeds. */
export interface LoginAttempt {
  /** From an address the account signed in from in the last 30 days. */
  fromUsualAddress: boolean;
  withdraw(): Promise<void>;
  succeeded(): Promise<void>;
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/** 429 with the wait in Retry-After (auth.controller.ts sets the header from `retryAfter`). */
export function tooManySignIns(retryAfter: number): HttpException {
  const wait = retryAfter < 120 ? `${retryAfter} seconds` : `${Math.ceil(retryAfter / 60)} minutes`;
  return new HttpException({ message: `Too many failed sign-ins: try again in ${wait}`, retryAfter }, HttpStatus.TOO_MANY_REQUESTS);
}

/**
 * Brute-force limits in Redis (shared by every BFF replica), counted before the password is checked:
 *  - per email + client address: MAX_LOGIN_FAILURES failures, then 429 for WINDOW_SECONDS;
 *  - per account (the email, from any address): after ACCOUNT_FAILURES_BEFORE_SLOWING failures in
 *    an hour, addresses the account never signed in from get one attempt per SLOWED_ATTEMPT_SECONDS
 *    between them, so a guesser with many addresses is slowed to that pace.
 * The owner is never locked out by someone else's guessing: an address the account signed in from
 * in the last 30 days (its usual address) skips the account limit and has its own email + address
 * count, which only failures from that address raise; from a new address the owner waits at most
 * SLOWED_ATTEMPT_SECONDS for the next attempt. A success clears its own email + address count and
 * un-counts itself from the account's. Keys are digests: no email or address in a key name.
 */
@Injectable()
export class LoginLimiter {
  private readonly redis: LimiterRedis;

  constructor(
    @Inject(ADMIN_REDIS) redis: Redis,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {
    if (!('reserveLogin' in redis)) {
      redis.defineCommand('reserveLogin', { numberOfKeys: 4, lua: RESERVE });
      redis.defineCommand('withdrawLogin', { numberOfKeys: 2, lua: WITHDRAW });
    }
    this.redis = redis as LimiterRedis;
  }

  /** Counts this attempt before the password is checked, or throws 429 with the wait. */
  async reserve(email: string, ip: string): Promise<LoginAttempt> {
    const account = digest(email.toLowerCase());
    const address = digest(ip);
    // One hash tag per account: all four keys in one Redis Cluster slot, as a script needs.
    const base = `${this.config.KEY_PREFIX}:admin:login:{${account}}`;
    const keys = { pair: `${base}:failures:${digest(`${account}\n${ip}`)}`, account: `${base}:failures`, slot: `${base}:slowed`, usual: `${base}:usual` };
    const retryAfter = await this.redis.reserveLogin(
      keys.pair, keys.account, keys.slot, keys.usual,
      MAX_LOGIN_FAILURES, WINDOW_SECONDS, ACCOUNT_FAILURES_BEFORE_SLOWING, ACCOUNT_WINDOW_SECONDS, SLOWED_ATTEMPT_SECONDS,
      address, Date.now(), USUAL_ADDRESS_SECONDS * 1000,
    );
    if (retryAfter > 0) throw tooManySignIns(retryAfter);
    return {
      fromUsualAddress: retryAfter === -1,
      withdraw: async () => void (await this.redis.withdrawLogin(keys.pair, keys.account)),
      succeeded: async () => {
        await this.redis.withdrawLogin(keys.pair, keys.account);
        await this.redis
          .multi()
          .del(keys.pair)
          .zadd(keys.usual, Date.now(), address)
          .zremrangebyrank(keys.usual, 0, -USUAL_ADDRESSES_KEPT - 1)
          .expire(keys.usual, USUAL_ADDRESS_SECONDS)
          .exec();
      },
    };
  }
}
