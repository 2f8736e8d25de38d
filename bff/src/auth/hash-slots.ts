import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { BffConfig } from '../config';
import { BFF_CONFIG } from '../tokens';

const tooManyAtOnce = () =>
  new HttpException({ message: 'Too many sign-ins at once: try again in a second', retryAfter: 1 }, HttpStatus.TOO_MANY_REQUESTS);

/**
 * At most SIGN_IN_HASH_CONCURRENCY (default 2) password checks at once in this process. Each
 * Argon2id check holds 19 MiB and a core for tens of milliseconds: a sign-in flood queued behind
 * them would take every core from the shop, so one that finds no free slot is refused at once.
 * Besides, a budget of SIGN_IN_HASHES_PER_SECOND (a token bucket holding one second's worth): two
 * slots kept busy by a flood are still two cores; the budget bounds what a flood can spend.
 */
@Injectable()
export class HashSlots {
  private running = 0;
  private tokens: number;
  private refilledAt = performance.now();

  constructor(@Inject(BFF_CONFIG) private readonly config: BffConfig) {
    this.tokens = config.SIGN_IN_HASHES_PER_SECOND;
  }

  /** Throws 429 (Retry-After: 1) when this second's hashes are spent; else spends one. */
  spendBudget(): void {
    const rate = this.config.SIGN_IN_HASHES_PER_SECOND;
    const now = performance.now();
    this.tokens = Math.min(rate, this.tokens + ((now - this.refilledAt) / 1000) * rate);
    this.refilledAt = now;
    if (this.tokens < 1) throw tooManyAtOnce();
    this.tokens -= 1;
  }

  /** Runs `check` in a free slot, or throws 429 (Retry-After: 1) without running it. */
  async run<T>(check: () => Promise<T>): Promise<T> {
    if (this.running >= this.config.SIGN_IN_HASH_CONCURRENCY) {
      throw tooManyAtOnce();
    }
    this.running += 1;
    try {
      return await check();
    } finally {
      this.running -= 1;
    }
  }
}
