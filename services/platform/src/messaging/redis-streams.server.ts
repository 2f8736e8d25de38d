import { Logger } from '@nestjs/common';
import { type CustomTransportStrategy, type MessageHandler, Server } from '@nestjs/microservices';
import type Redis from 'ioredis';
import type { Writable } from 'node:stream';
import { lastValueFrom } from 'rxjs';
import { RequestContext } from '../context/request-context';
import { InFlight } from './in-flight';
import { MessageRecovery } from './message-recovery';
import { MessageSettler, type QueuedReply } from './message-settler';
import {
  attachListeners,
  connectAll,
  openConnections,
  quitQuietly,
  type RedisStreamsConnections,
  type RedisStreamsEvents,
  watchConnections,
} from './redis-connections';
import { RedisStreamsContext } from './redis-streams.context';
import { RedisStreamsMetrics } from './redis-streams.metrics';
import { watchStreams } from '../metrics/stream-metrics';
import {
  type RedisStreamsOptions,
  type ResolvedRedisStreamsOptions,
  resolveRedisStreamsOptions,
} from './redis-streams.options';
import { owningService, StreamKeys } from './stream-keys';
import { INTERNAL_WIRE_ERROR, knownWireError, RpcErrors } from './wire-error';
import {
  decodeInbound,
  type InboundMessage,
  parseStreamRead,
  type ReplyOutcome,
  type StreamEntry,
} from './wire-message';

export const REDIS_STREAMS_TRANSPORT = Symbol('REDIS_STREAMS');

/** How often a replica renews the leases of what it handles and looks for a dead replica's messages. */
const LEASE_RENEWAL_MS = 500;

/**
 * At least three renewals fit in claimIdleMs, so one late timer does not cost a live replica its
 * message; with the default 1.5 s a dead replica's message waits at most ~2 s (idle + one scan).
 */
function recoveryIntervalMs(claimIdleMs: number): number {
  return Math.max(50, Math.min(LEASE_RENEWAL_MS, Math.floor(claimIdleMs / 3)));
}

/**
 * Server side of the transport. One replica = one consumer in the service's consumer group on
 * every stream it handles, so replicas compete for messages instead of each receiving them all.
 */
export class RedisStreamsServer extends Server<RedisStreamsEvents> implements CustomTransportStrategy {
  protected override readonly logger = new Logger(RedisStreamsServer.name);
  private readonly options: ResolvedRedisStreamsOptions & { service: string };
  private readonly keys: StreamKeys;
  private readonly metrics: RedisStreamsMetrics;
  private readonly inFlight = new InFlight();
  /** Created unconnected (lazyConnect), so listeners can be attached before listen(). */
  private readonly connections: RedisStreamsConnections;
  private readonly settler: MessageSettler;
  private readonly recovery: MessageRecovery;
  private started = false;
  private streams: string[] = [];
  private readerId?: number;
  private readLoop?: Promise<void>;
  private recoveryTimer?: NodeJS.Timeout;
  private recovering?: Promise<void>;
  private recoveryStopped = false;
  private closing = false;
  private unwatchStreams?: () => void;

  constructor(options: RedisStreamsOptions) {
    super();
    const resolved = resolveRedisStreamsOptions(options);
    const service = resolved.service;
    if (service === undefined)
      throw new Error('RedisStreamsServer needs options.service (its consumer group)');
    this.options = { ...resolved, service };
    this.keys = new StreamKeys(resolved.prefix);
    this.metrics = new RedisStreamsMetrics(service);
    this.transportId = REDIS_STREAMS_TRANSPORT;
    this.connections = openConnections(resolved, `${resolved.prefix}:${service}:${resolved.consumer}`);
    const group = { group: service, consumer: resolved.consumer };
    this.settler = new MessageSettler(
      this.connections.command,
      this.keys,
      { ...group, ...resolved },
      this.logger,
    );
    this.recovery = new MessageRecovery(this.connections.command, this.inFlight, {
      ...group,
      claimIdleMs: resolved.claimIdleMs,
    });
  }

  listen(callback: (error?: unknown) => void): void {
    this.start().then(
      () => callback(),
      (error: unknown) => {
        // ioredis would keep reconnecting in the background of a server that failed to start.
        this.connections.command.disconnect();
        this.connections.reader.disconnect();
        callback(error);
      },
    );
  }

  private heartbeat?: NodeJS.Timeout;

  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    clearInterval(this.heartbeat);
    this.unwatchStreams?.();
    this.inFlight.interrupt();
    if (!this.started) return;
    await this.unblockReader();
    await this.readLoop;
    // Recovery keeps renewing the leases of the handlers being drained (and claims nothing more),
    // or another replica would claim and run them again while they finish here.
    const drained = await this.inFlight.drain(this.options.closeTimeoutMs);
    this.recoveryStopped = true;
    clearTimeout(this.recoveryTimer);
    await this.recovering;
    if (!drained) {
      this.logger.warn(
        `Closing with ${this.inFlight.size} message(s) unfinished; another replica will claim them`,
      );
    } else {
      await this.recovery
        .removeConsumerIfIdle(this.streams)
        .catch((error: unknown) => this.logError('Consumer cleanup failed', error));
    }
    await Promise.all([quitQuietly(this.connections.command), quitQuietly(this.connections.reader)]);
    this._status$.next('disconnected');
  }

  on<
    K extends keyof RedisStreamsEvents = keyof RedisStreamsEvents,
    C extends RedisStreamsEvents[K] = RedisStreamsEvents[K],
  >(event: K, callback: C): void {
    attachListeners(this.connections, [{ event, callback: callback as (...args: unknown[]) => void }]);
  }

  /** The two ioredis connections: `{ command, reader }` (not connected before listen()). */
  unwrap<T = RedisStreamsConnections>(): T {
    return this.connections as T;
  }

  private async start(): Promise<void> {
    const { service, consumer } = this.options;
    const connections = this.connections;
    this.started = true;
    this.streams = this.streamsToRead();
    watchConnections(
      connections,
      this.logger,
      (status) => this._status$.next(status),
      () => this.closing,
    );
    connections.reader.on('ready', () => void this.refreshReaderId());
    await connectAll(connections, this.options.connectWaitMs);
    await this.refreshReaderId();
    await this.ensureGroups();
    this.unwatchStreams = watchStreams({
      redis: connections.command,
      group: service,
      streams: this.streams,
      deadLetters: { service, key: this.keys.deadLetter(service) },
    });
    // The first beat lands before listen() reports ready: a caller checking the key right after must
    // not find the service down while it already answers.
    if (this.streams.some((stream) => this.keys.isRequestKey(stream))) await this.startHeartbeat();
    if (this.streams.length > 0) {
      this.readLoop = this.runReadLoop(connections);
      this.scheduleRecovery(0);
    }
    this.logger.log(`${service} (${consumer}) reading ${this.streams.join(', ') || 'nothing: no handlers'}`);
  }

  /**
   * While this replica reads its service's requests, the service's alive key exists: clients answer
   * RPC.UNAVAILABLE at once for a service whose key expired (every replica gone) instead of letting
   * each request wait out its timeout. Any live replica keeps it; none deletes it on close.
   */
  private async startHeartbeat(): Promise<void> {
    const { service, consumer, liveServiceIdleMs } = this.options;
    if (!service || liveServiceIdleMs <= 0) return;
    const beat = () =>
      this.connections.command
        .call('SET', this.keys.alive(service), consumer, 'PX', liveServiceIdleMs)
        .then(() => undefined, () => undefined);
    this.heartbeat = setInterval(() => void beat(), Math.max(100, Math.floor(liveServiceIdleMs / 3)));
    this.heartbeat.unref();
    await beat();
  }

  /** Requests: one stream per owning service; events: one stream per pattern. */
  private streamsToRead(): string[] {
    const requests = new Set<string>();
    const events: string[] = [];
    for (const [pattern, handler] of this.messageHandlers) {
      if (handler.isEventHandler) events.push(this.keys.event(pattern));
      else requests.add(this.keys.request(owningService(pattern)));
    }
    return [...requests, ...events];
  }

  /**
   * A request stream's group starts at 0 so requests sent before the service's first start are
   * still answered (expired ones are dropped). MKSTREAM lets groups exist before any message.
   */
  private async ensureGroups(): Promise<void> {
    const command = this.connections.command;
    const eventStart = this.options.replayRetainedEvents ? '0' : '$';
    await Promise.all(
      this.streams.map((stream) =>
        command
          .call(
            'XGROUP',
            'CREATE',
            stream,
            this.options.service,
            this.keys.isRequestKey(stream) ? '0' : eventStart,
            'MKSTREAM',
          )
          .catch((error: unknown) => {
            if (!(error instanceof Error && error.message.startsWith('BUSYGROUP'))) throw error;
          }),
      ),
    );
  }

  /**
   * Each read also carries the replies of the handlers that finished since the previous one: a
   * batch is dispatched, its quick handlers (most) finish before the next turn of the event loop,
   * and their replies and acknowledgements leave in the same write as the next XREADGROUP, so
   * Redis is woken once per batch instead of twice. Replies of handlers that finish while the
   * reader is blocked leave on the command connection at the end of their tick, as before.
   */
  private async runReadLoop({ reader }: RedisStreamsConnections): Promise<void> {
    const { concurrency, batchSize } = this.options;
    let answered: QueuedReply[] = [];
    while (!this.closing) {
      // The answered ones are done once their transaction (ahead of the read) has run.
      let free = concurrency - this.inFlight.size + answered.length;
      if (free <= 0) {
        this.settler.send(answered);
        answered = [];
        await this.inFlight.waitForSlot(concurrency);
        if (this.closing) break;
        free = concurrency - this.inFlight.size;
      }
      let raw: unknown;
      try {
        raw = await this.readWith(reader, Math.min(batchSize, free), answered);
      } catch (error) {
        if (this.closing) break;
        await this.recoverFromReadError(error);
        continue;
      } finally {
        answered = [];
      }
      this.settler.hold();
      // Entries returned after close() began are already ours in Redis: handle them, not strand them.
      for (const { stream, entries } of parseStreamRead(raw)) {
        for (const entry of entries) this.dispatch(stream, entry, 1);
      }
      await new Promise((resolve) => setImmediate(resolve));
      answered = this.settler.release();
    }
    this.settler.send(answered);
  }

  /** XREADGROUP (blocking), after `answered`'s transactions in the same socket write. */
  private readWith(reader: Redis, count: number, answered: readonly QueuedReply[]): Promise<unknown> {
    const { service, consumer, blockMs } = this.options;
    const read = () =>
      reader.call('XREADGROUP', 'GROUP', service, consumer, 'COUNT', count, 'BLOCK', blockMs, 'STREAMS', ...this.streams, ...this.streams.map(() => '>'));
    if (answered.length === 0) return read();
    const socket = (reader as unknown as { stream?: Writable }).stream;
    socket?.cork();
    try {
      this.settler.send(answered, reader);
      return read();
    } finally {
      socket?.uncork();
    }
  }

  private async recoverFromReadError(error: unknown): Promise<void> {
    this.logError('Read failed', error);
    // A flushed or recreated stream loses its group; recreating it is all a restart would do.
    if (error instanceof Error && error.message.startsWith('NOGROUP')) {
      await this.ensureGroups().catch((e: unknown) => this.logError('Recreating groups failed', e));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  private dispatch(stream: string, entry: StreamEntry, deliveries: number): void {
    const done = this.handle(stream, entry, deliveries).catch((error: unknown) =>
      this.logError(`Message ${entry.id} on ${stream} failed to settle`, error),
    );
    this.inFlight.track(stream, entry.id, done);
  }

  private async handle(stream: string, entry: StreamEntry, deliveries: number): Promise<void> {
    const settler = this.settler;
    if (entry.fields === null) return settler.ack(stream, entry.id);
    const message = decodeInbound(entry.fields);
    if (message.kind === 'invalid') {
      this.logger.warn(`Dropping unreadable message ${entry.id} on ${stream}: ${message.reason}`);
      return settler.ack(stream, entry.id);
    }
    if (deliveries > this.options.maxDeliveries) return this.deadLetter(stream, entry, message, deliveries);
    if (message.kind === 'event') {
      const outcome = await this.invoke(message, stream, entry.id, deliveries);
      // A failed event stays pending: after claimIdleMs it is retried, up to maxDeliveries.
      return outcome.ok ? settler.ack(stream, entry.id) : undefined;
    }
    if (message.deadline <= Date.now()) {
      this.metrics.recovery('expired');
      return settler.ack(stream, entry.id);
    }
    if (!settler.canReplyTo(message.replyTo)) {
      this.logger.warn(
        `Dropping ${message.pattern} ${entry.id}: reply key ${message.replyTo} is outside ${this.keys.prefix}`,
      );
      return settler.ack(stream, entry.id);
    }
    const outcome = await this.invoke(message, stream, entry.id, deliveries);
    await settler.replyAndAck(stream, entry.id, message.replyTo, { id: message.id, outcome });
  }

  private async invoke(
    message: InboundMessage,
    stream: string,
    entryId: string,
    deliveries: number,
  ): Promise<ReplyOutcome> {
    const handler = this.messageHandlers.get(message.pattern);
    if (!handler) return { ok: false, error: RpcErrors.noHandler(this.options.service, message.pattern) };
    const context = new RedisStreamsContext([stream, entryId, message.pattern, deliveries]);
    const requestId = message.requestId ?? RequestContext.newRequestId();
    const finish = this.metrics.startHandling(message.pattern);
    try {
      const response = await RequestContext.run(
        { requestId, actor: RequestContext.actorFromField(message.actor), messageId: message.messageId },
        () => this.runHandler(handler, message.data, context),
      );
      finish('ok');
      return { ok: true, response };
    } catch (error) {
      finish('error');
      const wire = knownWireError(error);
      if (wire === null) this.logError(`Unhandled error in ${message.pattern} (request ${requestId})`, error);
      return { ok: false, error: wire ?? INTERNAL_WIRE_ERROR };
    }
  }

  /** Nest handlers may return a value, a promise or an observable; a reply carries the last value. */
  private runHandler(handler: MessageHandler, data: unknown, context: RedisStreamsContext): Promise<unknown> {
    return new Promise((resolve, reject) => {
      this.onProcessingStartHook(this.transportId ?? REDIS_STREAMS_TRANSPORT, context, () => {
        const run = (async () =>
          lastValueFrom(this.transformToObservable(await handler(data, context)), {
            defaultValue: undefined,
          }))();
        run.then(resolve, reject);
        return run.then(
          () => this.onProcessingEndHook?.(this.transportId ?? REDIS_STREAMS_TRANSPORT, context),
          () => this.onProcessingEndHook?.(this.transportId ?? REDIS_STREAMS_TRANSPORT, context),
        );
      });
    });
  }

  /** `deliveries` counts this one, which is not attempted: the attempts made are one fewer. */
  private async deadLetter(
    stream: string,
    entry: StreamEntry,
    message: InboundMessage,
    deliveries: number,
  ): Promise<void> {
    const attempts = deliveries - 1;
    this.metrics.recovery('dead_lettered');
    this.logger.error(`Dead-lettering ${message.pattern} ${entry.id} after ${attempts} deliveries`);
    const reply =
      message.kind === 'request'
        ? {
            replyTo: message.replyTo,
            message: {
              id: message.id,
              outcome: { ok: false as const, error: RpcErrors.deadLettered(message.pattern, attempts) },
            },
          }
        : undefined;
    await this.settler.deadLetter(stream, entry, attempts, this.keys.deadLetter(this.options.service), reply);
  }

  /** Until close() has drained what this replica handles. */
  private scheduleRecovery(delayMs: number): void {
    this.recoveryTimer = setTimeout(() => {
      this.recovering = this.recover();
      void this.recovering.finally(() => {
        if (!this.recoveryStopped) this.scheduleRecovery(recoveryIntervalMs(this.options.claimIdleMs));
      });
    }, delayMs);
    this.recoveryTimer.unref();
  }

  private async recover(): Promise<void> {
    const recovery = this.recovery;
    try {
      await recovery.extendLeases();
      if (this.closing) return;
      for (const stream of this.streams) {
        const free = Math.min(this.options.batchSize, this.options.concurrency - this.inFlight.size);
        if (free <= 0 || this.closing) return;
        for (const claimed of await recovery.claimIdle(stream, free)) {
          if (claimed.fromOtherConsumer) this.metrics.recovery('claimed');
          this.dispatch(claimed.stream, claimed.entry, claimed.deliveries);
        }
      }
    } catch (error) {
      if (!this.closing) this.logError('Pending message recovery failed', error);
    }
  }

  private async refreshReaderId(): Promise<void> {
    const id = await this.connections.reader.call('CLIENT', 'ID').catch(() => undefined);
    if (typeof id === 'number') this.readerId = id;
  }

  /** Wakes the blocked XREADGROUP now instead of after blockMs; it returns as a timeout would. */
  private async unblockReader(): Promise<void> {
    if (this.readerId === undefined) return;
    await this.connections.command
      .call('CLIENT', 'UNBLOCK', this.readerId)
      .catch((error: unknown) => this.logError('Unblock failed', error));
  }

  private logError(what: string, error: unknown): void {
    this.logger.error(
      `${what}: ${error instanceof Error ? error.message : String(error)}`,
      error instanceof Error ? error.stack : undefined,
    );
  }
}
