import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { pruneProcessedMessages } from './processed-messages';

const EVERY_MS = 60 * 60 * 1000;
const KEEP_DAYS = 2;

/**
 * Keeps `processed_messages` small: a redelivery comes within minutes of the first delivery, so
 * records older than two days guard nothing. Every replica prunes hourly (a DELETE by age is the
 * same whoever runs it); a schema without the table (a service with no such handlers) is skipped.
 */
@Injectable()
export class ProcessedMessagesJanitor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ProcessedMessagesJanitor.name);
  private timer?: NodeJS.Timeout;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => void this.prune(), EVERY_MS * (0.9 + Math.random() * 0.2));
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Answers how many records went (null: this schema has no processed_messages). */
  async prune(): Promise<number | null> {
    try {
      const [{ present }]: Array<{ present: boolean }> = await this.db.query(
        `SELECT to_regclass('processed_messages') IS NOT NULL AS present`,
      );
      if (!present) return null;
      const removed = await pruneProcessedMessages(this.db.manager, KEEP_DAYS);
      if (removed > 0) this.logger.log(`pruned ${removed} processed message record(s) older than ${KEEP_DAYS} days`);
      return removed;
    } catch (error) {
      this.logger.warn(`pruning processed messages failed: ${(error as Error).message}`);
      return null;
    }
  }
}
