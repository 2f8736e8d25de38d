import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { merchantChangedEventSchema, MerchantsEvents } from '@lumina/contracts';
import { ZodPayloadPipe } from '@lumina/platform';
import type { z } from 'zod';
import { MerchantVisibilityService } from './merchant-visibility.service';

@Controller()
export class MerchantVisibilityHandlers {
  constructor(private readonly visibility: MerchantVisibilityService) {}

  @EventPattern(MerchantsEvents.changed)
  onMerchantChanged(@Payload(new ZodPayloadPipe(merchantChangedEventSchema)) event: z.output<typeof merchantChangedEventSchema>): Promise<void> {
    return this.visibility.merchantChanged(event.merchant);
  }
}
