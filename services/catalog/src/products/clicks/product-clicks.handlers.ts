import { Controller } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  CatalogClickPatterns,
  ClicksEvents,
  clickCountsEventSchema,
  clickTargetPayload,
  productStatsPayload,
  type ClickCountsEvent,
  type ClickTargetDto,
  type ClickTargetPayload,
  type ProductStatsDto,
  type ProductStatsPayload,
} from '@lumina/contracts';
import { ZodPayloadPipe } from '@lumina/platform';
import { ProductClicksService } from './product-clicks.service';

@Controller()
export class ProductClicksHandlers {
  constructor(private readonly clicks: ProductClicksService) {}

  @MessagePattern(CatalogClickPatterns.clickTarget)
  clickTarget(@Payload(new ZodPayloadPipe(clickTargetPayload)) payload: ClickTargetPayload): Promise<ClickTargetDto> {
    return this.clicks.clickTarget(payload.id, payload.offerId, payload.country);
  }

  @MessagePattern(CatalogClickPatterns.productStats)
  stats(@Payload(new ZodPayloadPipe(productStatsPayload)) payload: ProductStatsPayload): Promise<ProductStatsDto> {
    return this.clicks.stats(payload.since);
  }

  @EventPattern(ClicksEvents.counts)
  async counts(@Payload(new ZodPayloadPipe(clickCountsEventSchema)) event: ClickCountsEvent): Promise<void> {
    await this.clicks.applyCounts(event);
  }
}
