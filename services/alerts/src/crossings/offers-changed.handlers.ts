import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { CatalogEvents, type OffersChangedEvent } from '@lumina/contracts';
import { ZodPayloadPipe } from '@lumina/platform';
import { z } from 'zod';
import { CrossingsService } from './crossings.service';

/** What alerts reads of catalog's batch event (docs/adr-016 §2): which products it touched. */
const offersChangedSchema = z.looseObject({
  batchId: z.string().min(1),
  changes: z.array(z.looseObject({ productId: z.uuid() })).max(100_000),
});

/**
 * After each written batch (a sync, an admin edit, a merge), the products whose offers changed are
 * looked at again. Handling is idempotent (a crossing's mail is keyed by subscription and crossing),
 * so a re-delivered batch mails nothing twice; a failure leaves the event pending for a retry.
 */
@Controller()
export class OffersChangedHandlers {
  constructor(private readonly crossings: CrossingsService) {}

  @EventPattern(CatalogEvents.offersChanged)
  async offersChanged(@Payload(new ZodPayloadPipe(offersChangedSchema)) event: Pick<OffersChangedEvent, 'batchId' | 'changes'>): Promise<void> {
    await this.crossings.evaluateProducts([...new Set(event.changes.map((change) => change.productId))]);
  }
}
