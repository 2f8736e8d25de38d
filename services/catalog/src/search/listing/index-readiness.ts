/**
 * Whether the products index holds documents yet. Right after a fresh start the index exists but
 * is still being filled, and an empty answer from it would show shoppers "No products found";
 * until it has documents, listings answer from PostgreSQL. Once filled it stays ready (a later
 * outage is the circuit's business), and while empty it is asked at most once per `recheckMs`.
 */
export class IndexReadiness {
  private ready = false;
  private checkedAt = 0;
  private pending?: Promise<boolean>;

  constructor(
    private readonly documentCount: () => Promise<number | undefined>,
    private readonly recheckMs = 1000,
  ) {}

  async isReady(): Promise<boolean> {
    if (this.ready) return true;
    if (Date.now() - this.checkedAt < this.recheckMs) return false;
    this.pending ??= this.check().finally(() => (this.pending = undefined));
    return this.pending;
  }

  private async check(): Promise<boolean> {
    try {
      const count = await this.documentCount();
      this.checkedAt = Date.now();
      this.ready = (count ?? 0) > 0;
      return this.ready;
    } catch {
      // Meilisearch not answering is not "empty": let the search attempt and its circuit decide.
      return true;
    }
  }
}
