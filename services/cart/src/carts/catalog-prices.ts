import { Inject, Injectable, Logger } from '@nestjs/common';
import { CatalogPatterns, isWireError, type ProductSnapshotDto } from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { CatalogUnavailableError } from './cart.errors';

export const CATALOG_CHECK_TIMEOUT_MS = Symbol('CATALOG_CHECK_TIMEOUT_MS');

/** catalog.products.snapshots takes at most this many ids per call. */
const MAX_IDS_PER_CALL = 200;

/** What the cart asks catalog: current price, title and stock of products. */
@Injectable()
export class CatalogPrices {
  private readonly logger = new Logger(CatalogPrices.name);

  constructor(
    private readonly rpc: RpcClient,
    @Inject(CATALOG_CHECK_TIMEOUT_MS) private readonly timeoutMs: number,
  ) {}

  /**
   * For adding: the product must be priced now, so an unreachable catalog fails the add (503).
   * Unknown ids are missing from the map.
   */
  async required(ids: readonly string[]): Promise<Map<string, ProductSnapshotDto>> {
    const result = new Map<string, ProductSnapshotDto>();
    try {
      for (let start = 0; start < ids.length; start += MAX_IDS_PER_CALL) {
        const chunk = ids.slice(start, start + MAX_IDS_PER_CALL);
        const snapshots = await this.rpc.send(CatalogPatterns.productSnapshots, { ids: chunk }, this.timeoutMs);
        for (const snapshot of snapshots) result.set(snapshot.id, snapshot);
      }
    } catch (error) {
      if (!isWireError(error) || error.kind !== 'unavailable') throw error;
      this.logger.warn(`catalog unavailable: ${error.message}`);
      throw new CatalogUnavailableError();
    }
    return result;
  }

  /**
   * For reading: null when catalog cannot be reached, so the cart still shows what its lines kept
   * instead of failing (and the header badge with it).
   */
  async current(ids: readonly string[]): Promise<Map<string, ProductSnapshotDto> | null> {
    try {
      return await this.required(ids);
    } catch (error) {
      if (!(error instanceof CatalogUnavailableError)) throw error;
      // Already logged by required(): the cart shows the prices its lines kept.
      return null;
    }
  }
}
