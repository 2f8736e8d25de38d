import {
  CatalogClickPatterns,
  isWireError,
  type ClickTargetDto,
  type DeliveryCountry,
} from '@lumina/contracts';
import type { RpcClient } from '@lumina/platform';

/** A 'not found' is reused for a shorter time, so a product added by an ingest is clickable soon. */
const NOT_FOUND_TTL_MS = 5_000;
/** Bounded memory: the whole map is dropped when it grows past this (products are few per hour). */
const MAX_ENTRIES = 50_000;

/** Which of a product's offers a click goes to: the one asked for, else the best for the country. */
export interface OfferChoice {
  offerId?: string;
  country?: DeliveryCountry;
}

/**
 * Deep links by product and offer choice, so the redirect answers from memory: concurrent lookups of one product
 * share one catalog call; a failure (catalog away) is not kept.
 */
export class ClickTargetCache {
  private readonly entries = new Map<string, { value: Promise<ClickTargetDto | null>; expiresAt: number }>();

  constructor(
    private readonly rpc: RpcClient,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The product's target, or null for an unknown, removed or link-less product. */
  get(productId: string, choice: OfferChoice = {}): Promise<ClickTargetDto | null> {
    const key = `${productId}|${choice.offerId ?? ''}|${choice.country ?? ''}`;
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit.value;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const value = this.rpc.send(CatalogClickPatterns.clickTarget, { id: productId, ...choice }).then(
      (target) => target,
      (error: unknown) => {
        if (isWireError(error) && error.kind === 'not_found') {
          entry.expiresAt = Math.min(entry.expiresAt, this.now() + NOT_FOUND_TTL_MS);
          return null;
        }
        this.entries.delete(key);
        throw error;
      },
    );
    const entry = { value, expiresAt: this.now() + this.ttlMs };
    if (this.ttlMs > 0) this.entries.set(key, entry);
    return value;
  }
}
