import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import type { ClickedEvent } from '@lumina/contracts';
import { CLICKS_CONFIG, type ClicksConfig } from '../config';
import { ClickWriter } from './click-writer';

interface Waiting {
  event: ClickedEvent;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * Gathers the click events the transport hands over one by one into batches written in one
 * transaction each. A handler's promise settles only when its batch is committed, so the
 * transport acknowledges an event only once it is stored; a failed batch leaves its events
 * pending for redelivery. Batches are written one at a time per replica.
 */
@Injectable()
export class ClickBatcher implements BeforeApplicationShutdown {
  private readonly logger = new Logger(ClickBatcher.name);
  private waiting: Waiting[] = [];
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly writer: ClickWriter,
    @Inject(CLICKS_CONFIG) private readonly config: Pick<ClicksConfig, 'CLICK_BATCH_MAX' | 'CLICK_BATCH_WAIT_MS'>,
  ) {}

  add(event: ClickedEvent): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ event, resolve, reject });
      if (this.waiting.length >= this.config.CLICK_BATCH_MAX) this.flush();
      else this.timer ??= setTimeout(() => this.flush(), this.config.CLICK_BATCH_WAIT_MS);
    });
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.flush();
    await this.writing;
  }

  private flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.waiting.length === 0) return;
    const batch = this.waiting;
    this.waiting = [];
    this.writing = this.writing.then(() => this.write(batch));
  }

  private async write(batch: Waiting[]): Promise<void> {
    try {
      const result = await this.writer.write(batch.map((w) => w.event));
      this.logger.debug(`batch of ${batch.length}: ${JSON.stringify(result)}`);
      for (const w of batch) w.resolve();
    } catch (error) {
      this.logger.error(`writing ${batch.length} click(s) failed; they stay pending for redelivery: ${(error as Error).message}`);
      for (const w of batch) w.reject(error);
    }
  }
}
