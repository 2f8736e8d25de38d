import type { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { type AnsweredRequest, replyAndAcknowledge } from './reply-batch';
import type { StreamKeys } from './stream-keys';
import { encodedBytes, encodeReply, type ReplyMessage, type StreamEntry } from './wire-message';

const DEAD_LETTER_MAX_LEN = 10_000;
/** One reply transaction carries at most this many replies or bytes (payloads go up to 4 MiB each). */
const BATCH_MAX_REPLIES = 256;
const BATCH_MAX_BYTES = 1024 * 1024;

export interface SettlerOptions {
  group: string;
  replyStreamMaxLen: number;
  replyTtlSeconds: number;
}

type Command = [name: string, ...args: Array<string | number>];

/** A reply waiting to be sent, and what to resolve once Redis has it (or failed to). */
export interface QueuedReply {
  request: AnsweredRequest;
  bytes: number;
  settled: () => void;
}

/**
 * Finishes a message: reply (if any), acknowledge, and delete request entries. The replies of every
 * request answered in the same tick leave as one transaction with their acknowledgements; the other
 * paths issue their commands in the same tick on the auto-pipelined connection, so they leave in one
 * write and Redis runs them back to back. If the replica dies before that write, the message is
 * simply handled again.
 */
export class MessageSettler {
  private answered: QueuedReply[] = [];
  /** While held, replies wait for release(): the read loop sends them with its next read. */
  private holding = false;

  constructor(
    private readonly redis: Redis,
    private readonly keys: StreamKeys,
    private readonly options: SettlerOptions,
    private readonly logger: Logger,
  ) {}

  private readonly readsBatchedReplies = (replyTo: string) => this.keys.readsBatchedReplies(replyTo);

  canReplyTo(replyTo: string): boolean {
    return this.keys.isReplyKey(replyTo);
  }

  async ack(stream: string, entryId: string): Promise<void> {
    await this.run(this.acknowledge(stream, entryId), `ack ${entryId} on ${stream}`);
  }

  /**
   * For requests only: their entry is deleted once answered. Queued until the end of this tick, so
   * handlers finishing together (a read batch of fast handlers) share one transaction.
   */
  replyAndAck(stream: string, entryId: string, replyTo: string, reply: ReplyMessage): Promise<void> {
    const fields = encodeReply(reply);
    return new Promise((settled) => {
      const request = { replyTo, requestStream: stream, entryId, fields };
      this.answered.push({ request, bytes: encodedBytes(fields), settled });
      if (this.answered.length === 1 && !this.holding) process.nextTick(() => this.send(this.takeAnswered()));
    });
  }

  /** From now until release(), replies queue instead of leaving at the end of their tick. */
  hold(): void {
    this.holding = true;
  }

  /** Ends hold() and hands over what queued meanwhile; send() them. */
  release(): QueuedReply[] {
    this.holding = false;
    return this.takeAnswered();
  }

  private takeAnswered(): QueuedReply[] {
    const answered = this.answered;
    this.answered = [];
    return answered;
  }

  /**
   * Sends replies with their acknowledgements, on `via` (default: the command connection). The
   * transactions are issued synchronously, so a caller can put a command of its own right after
   * them in the same write.
   */
  send(answered: readonly QueuedReply[], via: Redis = this.redis): void {
    let start = 0;
    while (start < answered.length) {
      let end = start;
      let bytes = 0;
      const fits = () => end === start || bytes + answered[end].bytes <= BATCH_MAX_BYTES;
      while (end < answered.length && end - start < BATCH_MAX_REPLIES && fits()) {
        bytes += answered[end].bytes;
        end += 1;
      }
      const batch = answered.slice(start, end);
      start = end;
      void replyAndAcknowledge(via, batch.map((a) => a.request), this.options, this.readsBatchedReplies)
        .catch((error: unknown) => this.logFailure(`reply to ${batch.length} request(s)`, error))
        .finally(() => {
          for (const { settled } of batch) settled();
        });
    }
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
