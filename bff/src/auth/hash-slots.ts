import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { BffConfig } from '../config';
import { BFF_CONFIG } from '../tokens';

/**
 * At most SIGN_IN_HASH_CONCURRENCY (default 2) password checks at once in this process. Each
 * Argon2id check holds 19 MiB and a core for tens of milliseconds: a sign-in flood queued behind
 * them would take every core from the shop, so one that finds no free slot is refused at once.
 */
@Injectable()
export class HashSlots {
  private running = 0;

  constructor(@Inject(BFF_CONFIG) private readonly config: BffConfig) {}

  /** Runs `check` in a free slot, or throws 429 (Retry-After: 1) without running it. */
  async run<T>(check: () => Promise<T>): Promise<T> {
    if (this.running >= this.config.SIGN_IN_HASH_CONCURRENCY) {
      throw new HttpException({ message: 'Too many sign-ins at once: try again in a second', retryAfter: 1 }, HttpStatus.TOO_MANY_REQUESTS);
    }
    this.running += 1;
    try {
      return await check();
    } finally {
      this.running -= 1;
    }
  }
}
