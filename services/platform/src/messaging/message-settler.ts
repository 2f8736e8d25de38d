import type { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { replyAndAcknowledge } from './reply-script';
import type { StreamKeys } from './stream-keys';
import { encodeReply, type ReplyMessage, type StreamEntry } from './wire-message';

const DEAD_LETTER_MAX_LEN = 10_000;

export interface SettlerOptions {
  group: string;
  replyStreamMaxLen: number;
  replyTtlSeconds: number;
}

type Command = [name: string, ...args: Array<string | number>];

/**
 * Finishes a message: reply (if any), acknowledge, and delete request entries. A reply and its
 * acknowledgement run as one script; the other paths issue their commands in the same tick on the
 * auto-pipelined connection, so they leave in one write and Redis runs them back to back. If the
 * replica dies before that write, the message is simply handled again.
 */
export class MessageSettler {
  constructor(
    private readonly redis: Redis,
    private readonly keys: StreamKeys,
    private readonly options: SettlerOptions,
    private readonly logger: Logger,
  ) {}

  canReplyTo(replyTo: string): boolean {
    return this.keys.isReplyKey(replyTo);
  }

  async ack(stream: string, entryId: string): Promise<void> {
    await this.run(this.acknowledge(stream, entryId), `ack ${entryId} on ${stream}`);
  }

  /** For requests only: their entry is deleted once answered. */
  async replyAndAck(stream: string, entryId: string, replyTo: string, reply: ReplyMessage): Promise<void> {
    const { group, replyStreamMaxLen, replyTtlSeconds } = this.options;
    const args = [group, entryId, replyStreamMaxLen, replyTtlSeconds, ...encodeReply(reply)];
    await replyAndAcknowledge(this.redis, [replyTo, stream], args).catch((error: unknown) =>
      this.logFailure(`reply ${reply.id} to ${replyTo}`, error),
    );
  }

  /** Keeps the original fields so the message can be inspected and replayed by hand. */
  async deadLetter(
    stream: string,
    entry: StreamEntry,
    attempts: number,
    deadLetterStream: string,
    reply?: { replyTo: string; message: ReplyMessage },
  ): Promise<void> {
    const original = Object.entries(entry.fields ?? {}).flat();
    const commands: Command[] = [
      [
        'XADD',
        deadLetterStream,
        'MAXLEN',
        '~',
        DEAD_LETTER_MAX_LEN,
        '*',
        ...original,
        'dlq.stream',
        stream,
        'dlq.entryId',
        entry.id,
        'dlq.deliveries',
        attempts,
        'dlq.at',
        new Date().toISOString(),
      ],
    ];
    if (reply && this.canReplyTo(reply.replyTo)) commands.push(...this.reply(reply.replyTo, reply.message));
    commands.push(...this.acknowledge(stream, entry.id));
    await this.run(commands, `dead-letter ${entry.id} from ${stream}`);
  }

  private reply(replyTo: string, reply: ReplyMessage): Command[] {
    return [
      ['XADD', replyTo, 'MAXLEN', '~', this.options.replyStreamMaxLen, '*', ...encodeReply(reply)],
      // On every reply: a reply stream recreated after its client closed must expire too.
      ['EXPIRE', replyTo, this.options.replyTtlSeconds],
    ];
  }

  private acknowledge(stream: string, entryId: string): Command[] {
    // A request has exactly one reader group, so once acked nobody needs it; events stay for
    // other groups and are bounded by MAXLEN instead.
    if (this.keys.isRequestKey(stream)) {
      return [
        ['XACK', stream, this.options.group, entryId],
        ['XDEL', stream, entryId],
      ];
    }
    return [['XACK', stream, this.options.group, entryId]];
  }

  private async run(commands: Command[], what: string): Promise<void> {
    const results = await Promise.allSettled(
      commands.map(([name, ...args]) => this.redis.call(name, ...args)),
    );
    const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failure) this.logFailure(what, failure.reason);
  }

  private logFailure(what: string, reason: unknown): void {
    // Unacked, the message stays pending: after claimIdleMs a replica (maybe this one) retries it.
    this.logger.error(`Could not ${what}: ${reason instanceof Error ? reason.message : String(reason)}`);
  }
}
