import { BaseRpcContext } from '@nestjs/microservices';

type RedisStreamsContextArgs = [stream: string, messageId: string, pattern: string, deliveries: number];

/** What a handler can learn about the message it is handling, via `@Ctx()`. */
export class RedisStreamsContext extends BaseRpcContext<RedisStreamsContextArgs> {
  getStream(): string {
    return this.args[0];
  }

  /** The stream entry id: unique per message, usable as an idempotency key for events. */
  getMessageId(): string {
    return this.args[1];
  }

  getPattern(): string {
    return this.args[2];
  }

  /** 1 on first delivery; more after a replica died holding it, or after a failed event. */
  getDeliveries(): number {
    return this.args[3];
  }
}
