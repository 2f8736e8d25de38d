import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CatalogPatterns, priceHistoryPayload, type PriceHistoryDto, type PriceHistoryPayload } from '@lumina/contracts';
import { ZodPayloadPipe } from '@lumina/platform';
import { PriceHistoryReads } from './price-history.reads';

@Controller()
export class PriceHistoryHandlers {
  constructor(private readonly reads: PriceHistoryReads) {}

  @MessagePattern(CatalogPatterns.productPriceHistory)
  forProduct(@Payload(new ZodPayloadPipe(priceHistoryPayload)) payload: PriceHistoryPayload): Promise<PriceHistoryDto> {
    return this.reads.forProduct(payload);
  }
}
