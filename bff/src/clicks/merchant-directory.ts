import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MerchantsPatterns, type MerchantDto } from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { BFF_CONFIG } from '../tokens';
import type { BffConfig } from '../config';

const LIST_TIMEOUT_MS = 2_000;
/** How long a click on a merchant missing from the list waits for the list read again. */
const MISS_TIMEOUT_MS = 500;

/**
 * The merchants as last read from the merchants service, refreshed in the background, so a click
 * on a known merchant never waits on it. A click on a merchant the list does not hold yet (the BFF
 * has just started, or the merchant was added since the last read) waits briefly for one shared
 * read: its id must reach the network under the parameter that network reads, or the sale is not
 * attributed. A merchant still missing after that read is not read for again until the next
 * background refresh. While the service cannot be reached the last good list is kept (or none at start:
 * the default sub-id parameter is used then).
 */
@Injectable()
export class MerchantDirectory implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MerchantDirectory.name);
  private byId = new Map<string, MerchantDto>();
  private loaded = false;
  private timer?: NodeJS.Timeout;
  private missRead?: Promise<void>;
  /** Merchants missing from a read made for them, until the next background refresh. */
  private readonly missing = new Set<string>();

  constructor(
    private readonly rpc: RpcClient,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  onApplicationBootstrap(): void {
    void this.refresh();
    this.timer = setInterval(() => void this.refresh().then(() => this.missing.clear()), this.config.CLICK_MERCHANTS_REFRESH_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Fresh list (for admin figures); falls back to the kept one when the service does not answer. */
  async list(): Promise<MerchantDto[]> {
    await this.refresh();
    return [...this.byId.values()];
  }

  get(id: string | null): MerchantDto | undefined {
    return id ? this.byId.get(id) : undefined;
  }

  async subIdParam(merchantId: string | null): Promise<string> {
    if (merchantId !== null && !this.byId.has(merchantId) && !this.missing.has(merchantId)) {
      await this.readAfterMiss();
      if (!this.byId.has(merchantId)) this.missing.add(merchantId);
    }
    return this.get(merchantId)?.subIdParam || this.config.CLICK_DEFAULT_SUBID_PARAM;
  }

  /** One read shared by the clicks that missed at the same time. */
  private readAfterMiss(): Promise<void> {
    this.missRead ??= this.refresh(MISS_TIMEOUT_MS).finally(() => (this.missRead = undefined));
    return this.missRead;
  }

  private async refresh(timeoutMs = LIST_TIMEOUT_MS): Promise<void> {
    try {
      const merchants = await this.rpc.send(MerchantsPatterns.list, {}, timeoutMs);
      this.byId = new Map(merchants.map((m) => [m.id, m]));
      if (!this.loaded) this.logger.log(`click settings of ${merchants.length} merchant(s) loaded`);
      this.loaded = true;
    } catch (error) {
      this.logger.warn(
        `merchants unreachable (${(error as Error).message ?? 'error'}); ${this.loaded ? 'keeping the last list' : `using '${this.config.CLICK_DEFAULT_SUBID_PARAM}'`}`,
      );
    }
  }
}
