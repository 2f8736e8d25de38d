import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { ClicksEvents, clickedEventSchema, type ClickedEvent } from '@lumina/contracts';
import { ZodPayloadPipe } from '@lumina/platform';
import { ClickBatcher } from './click-batcher';

@Controller()
export class ClicksHandlers {
  constructor(private readonly batcher: ClickBatcher) {}

  /** Settles once the click's batch is committed; the transport acknowledges it then. */
  @EventPattern(ClicksEvents.clicked)
  clicked(@Payload(new ZodPayloadPipe(clickedEventSchema)) event: ClickedEvent): Promise<void> {
    return this.batcher.add(event);
  }
}
