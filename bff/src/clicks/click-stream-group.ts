import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { ClicksEvents } from '@lumina/contracts';
import { RPC_PROXY, StreamKeys, type RedisStreamsClient } from '@lumina/platform';
import type { BffConfig } from '../config';
import { BFF_CONFIG } from '../tokens';

/**
 * A service's consumer group on an event stream is made when the service first starts, from the
 * newest entry on. Clicks made before the clicks service's very first start would be skipped, so
 * the producer makes the group first, from the start of the stream (idempotent: an existing group
 * is left as it is). Replays are harmless: the clicks service stores each click id once.
 */
@Injectable()
export class ClickStreamGroup implements OnApplicationBootstrap {
  private readonly logger = new Logger(ClickStreamGroup.name);

  constructor(
    @Inject(RPC_PROXY) private readonly proxy: RedisStreamsClient,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const stream = new StreamKeys(this.config.KEY_PREFIX).event(ClicksEvents.clicked);
    try {
      await this.proxy.unwrap().command.call('XGROUP', 'CREATE', stream, 'clicks', '0', 'MKSTREAM');
    } catch (error) {
      if (!(error instanceof Error && error.message.startsWith('BUSYGROUP'))) {
        this.logger.warn(`could not prepare the clicks group on ${stream}: ${(error as Error).message}`);
      }
    }
  }
}
