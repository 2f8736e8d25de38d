import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { MerchantsPatterns, type MerchantDto } from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { BFF_CONFIG } from '../tokens';
import type { BffConfig } from '../config';

const LIST_TIMEOUT_MS = 2_000;

/**
 * The merchants as last read from the merchants service, refreshed in the background, so a click
 * never waits on it. While it cannot be reached the last good list is kept (or none at start:
 * the default sub-id parameter is used then).
 */
@Injectable()
export class MerchantDirectory implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MerchantDirectory.name);
  private byId = new Map<string, MerchantDto>();
  private loaded = false;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly rpc: RpcClient,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  onApplicationBootstrap(): void {
    void this.refresh();
    this.timer = setInterval(() => void this.refresh(), this.config.CLICK_MERCHANTS_REFRESH_MS);
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

  subIdParam(merchantId: string | null): string {
    return this.get(merchantId)?.subIdParam || this.config.CLICK_DEFAULT_SUBID_PARAM;
  }

  private async refresh(): Promise<void> {
    try {
      const merchants = await this.rpc.send(MerchantsPatterns.list, {}, LIST_TIMEOUT_MS);
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
