import { Inject, Injectable, Logger } from '@nestjs/common';
import { ClicksEvents, type ClickedEvent, type ClickTargetDto } from '@lumina/contracts';
import { RpcClient } from '@lumina/platform';
import { isbot } from 'isbot';
import { v7 as uuidv7 } from 'uuid';
import type { BffConfig } from '../config';
import { BFF_CONFIG } from '../tokens';
import { clickHashSecret } from './clicks.config';
import { ClickTargetCache, type OfferChoice } from './click-target.cache';
import { clickUrl } from './click-url';
import { MerchantDirectory } from './merchant-directory';
import { VisitorHasher } from './visitor-hash';

export interface ClickRequest {
  productId: string;
  ip: string;
  userAgent: string;
  language: string;
  referrerPath: string | null;
  source: ClickedEvent['source'];
}

export interface RecordedClick {
  clickId: string;
  url: string;
  target: ClickTargetDto;
}

/**
 * One click: the stored deep link (cached), a new time-ordered click id under the merchant's sub-id
 * parameter, and the click handed to the clicks service as a durable event (one XADD; no
 * database write is awaited). Bots are sent too, marked, so they are recorded apart.
 */
@Injectable()
export class ClickRecorder {
  private readonly logger = new Logger(ClickRecorder.name);
  private readonly targets: ClickTargetCache;
  private readonly visitors: VisitorHasher;

  constructor(
    private readonly rpc: RpcClient,
    private readonly merchants: MerchantDirectory,
    @Inject(BFF_CONFIG) config: BffConfig,
  ) {
    this.targets = new ClickTargetCache(rpc, config.CLICK_TARGET_CACHE_MS);
    this.visitors = new VisitorHasher(clickHashSecret(config));
  }

  target(productId: string, choice?: OfferChoice): Promise<ClickTargetDto | null> {
    return this.targets.get(productId, choice);
  }

  async record(request: ClickRequest, target: ClickTargetDto): Promise<RecordedClick> {
    const clickId = uuidv7();
    const event: ClickedEvent = {
      clickId,
      occurredAt: new Date().toISOString(),
      productId: target.productId,
      merchantId: target.merchantId,
      language: request.language,
      referrerPath: request.referrerPath,
      visitorHash: this.visitors.hash(request.ip, request.userAgent),
      isBot: request.userAgent === '' || isbot(request.userAgent),
      source: request.source,
    };
    try {
      await this.rpc.emit(ClicksEvents.clicked, event);
    } catch (error) {
      // The shopper still reaches the merchant; the click is lost and said so.
      this.logger.error(`click ${clickId} on ${target.productId} not recorded: ${(error as Error).message}`);
    }
    return { clickId, url: clickUrl(target.deepLink, await this.merchants.subIdParam(target.merchantId), clickId), target };
  }
}
