export type CircuitState = 'closed' | 'open' | 'half-open';

/**
 * Whether listings should try Meilisearch. Closed: always. After `threshold` failures in a row it
 * opens: listings go straight to PostgreSQL, so a dead Meilisearch costs nothing per request.
 * After `retryAfterMs` one request probes Meilisearch again (half-open); its success closes the
 * circuit, so search comes back on its own without a restart. A single slow answer on a busy
 * machine does not open it: sending every listing to the costlier fallback would only add load.
 */
export class SearchCircuit {
  private state: CircuitState = 'closed';
  private openedAt = 0;
  private failures = 0;

  constructor(
    private readonly retryAfterMs: number,
    private readonly threshold = 3,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when this request should use Meilisearch (in half-open, only the one probe does). */
  tryAcquire(): boolean {
    if (this.state === 'closed') return true;
    if (this.state === 'open' && this.now() - this.openedAt >= this.retryAfterMs) {
      this.state = 'half-open';
      return true;
    }
    return false;
  }

  /** Returns true when this success closed an open circuit (Meilisearch is back). */
  succeeded(): boolean {
    const recovered = this.state !== 'closed';
    this.state = 'closed';
    this.failures = 0;
    return recovered;
  }

  /** Returns true when this failure opened the circuit (it was closed until now). */
  failed(): boolean {
    this.failures += 1;
    if (this.state === 'closed' && this.failures < this.threshold) return false;
    const opened = this.state === 'closed';
    this.state = 'open';
    this.openedAt = this.now();
    return opened;
  }

  get current(): CircuitState {
    return this.state;
  }
}
