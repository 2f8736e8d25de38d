export type CircuitState = 'closed' | 'open' | 'half-open';

/**
 * Whether listings should try Meilisearch. Closed: always. After a failure it opens: listings go
 * straight to PostgreSQL, so a dead Meilisearch costs nothing per request. After `retryAfterMs`
 * one request probes Meilisearch again (half-open); its success closes the circuit, so search
 * comes back on its own without a restart.
 */
export class SearchCircuit {
  private state: CircuitState = 'closed';
  private openedAt = 0;

  constructor(
    private readonly retryAfterMs: number,
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
    return recovered;
  }

  /** Returns true when this failure opened the circuit (it was closed until now). */
  failed(): boolean {
    const opened = this.state === 'closed';
    this.state = 'open';
    this.openedAt = this.now();
    return opened;
  }

  get current(): CircuitState {
    return this.state;
  }
}
