import { Logger } from '@nestjs/common';
import { ClientProxy, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import type Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import type { Writable } from 'node:stream';
import { RequestContext } from '../context/request-context';
import { PendingRequests } from './pending-requests';
import {
  attachListeners,
  connectAll,
  openConnections,
  type PendingListener,
  quitQuietly,
  type RedisStreamsConnections,
  type RedisStreamsEvents,
  watchConnections,
} from './redis-connections';
import {
  type RedisStreamsOptions,
  type ResolvedRedisStreamsOptions,
  resolveRedisStreamsOptions,
} from './redis-streams.options';
import { BATCHED_REPLIES_MARK, owningService, StreamKeys } from './stream-keys';
import { RpcErrors } from './wire-error';
import { OutgoingMessage } from './outgoing-message';
import { ServiceLiveness } from './service-liveness';
import { type Append, TickBatchedAppends } from './tick-batched-appends';
import { encodedBytes, encodeEvent, encodeRequest, parseReplyRead } from './wire-message';

const REPLY_READ_COUNT = 1024;

/**
 * Client side: `send()` appends to the owning service's request stream and waits on this
 * instance's own reply stream; `emit()` appends once to the event's stream.
 */
export class RedisStreamsClient extends ClientProxy<RedisStreamsEvents> {
  private readonly logger = new Logger(RedisStreamsClient.name);
  private readonly options: ResolvedRedisStreamsOptions;
  private readonly keys: StreamKeys;
  private readonly replyKey: string;
  private readonly pending = new PendingRequests();
  private readonly liveness: ServiceLiveness;
  private listeners: PendingListener[] = [];
  private connections?: RedisStreamsConnections;
  private requests?: TickBatchedAppends;
  private connecting?: Promise<void>;
  private replyLoop?: Promise<void>;
  private lastReplyId = '0-0';
  private nextId = 0;
  private closed = false;

  constructor(options: RedisStreamsOptions) {
    super();
    this.options = resolveRedisStreamsOptions(options);
    this.keys = new StreamKeys(this.options.prefix);
    this.replyKey = this.keys.reply(`${BATCHED_REPLIES_MARK}${randomUUID()}`);
    this.liveness = new ServiceLiveness(
      () => this.connections?.command,
      (service) => this.keys.alive(service),
    );
  }

  /**
   * Called by Nest before every send/emit, so it must be cheap once connected. After close() it
   * does nothing: publish() then fails the call with RPC.CLIENT_CLOSED, naming the pattern.
   */
  connect(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.connecting ??= this.open().catch((error: unknown) => {
      this.connecting = undefined;
      throw error;
    });
    return this.connecting;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.liveness.stop();
    this.pending.failAll((service, pattern) => RpcErrors.clientClosed(service, pattern));
    const connections = this.connections;
    if (!connections) return;
    // Nothing on the reader needs finishing, so dropping its socket ends the blocked XREAD at once.
    connections.reader.disconnect();
    await this.replyLoop;
    // Best effort: a reply stream left behind expires after replyTtlSeconds anyway.
    await connections.command.call('DEL', this.replyKey).catch(() => undefined);
    await quitQuietly(connections.command);
    this._status$.next('disconnected');
  }

  override on<
    K extends keyof RedisStreamsEvents = keyof RedisStreamsEvents,
    C extends RedisStreamsEvents[K] = RedisStreamsEvents[K],
  >(event: K, callback: C): void {
    const listener: PendingListener = { event, callback: callback as (...args: unknown[]) => void };
    if (this.connections) attachListeners(this.connections, [listener]);
    else this.listeners.push(listener);
  }

  /** The two ioredis connections: `{ command, reader }`. */
  unwrap<T = RedisStreamsConnections>(): T {
    if (!this.connections) throw new Error('RedisStreamsClient is not connected yet');
    return this.connections as T;
  }

  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    const pattern: unknown = packet.pattern;
    if (typeof pattern !== 'string') {
      callback({
        err: { code: 'RPC.BAD_PATTERN', kind: 'internal', message: 'Redis Streams patterns must be strings' },
        isDisposed: true,
      });
      return () => undefined;
    }
    const service = owningService(pattern);
    if (this.closed || !this.requests) {
      callback({ err: RpcErrors.clientClosed(service, pattern), isDisposed: true });
      return () => undefined;
    }
    if (this.options.liveServiceIdleMs > 0 && this.liveness.isDown(service)) {
      callback({
        err: RpcErrors.serviceDown(service, pattern, this.options.liveServiceIdleMs),
        isDisposed: true,
      });
      return () => undefined;
    }
    const outgoing = OutgoingMessage.current();
    const id = String(this.nextId++);
    const timeoutMs = outgoing.timeoutMs ?? this.options.requestTimeoutMs;
    let fields: string[];
    try {
      fields = encodeRequest({
        pattern,
        id,
        replyTo: this.replyKey,
        deadline: Date.now() + timeoutMs,
        requestId: RequestContext.requestId() ?? RequestContext.newRequestId(),
        actor: RequestContext.actorField(),
        messageId: outgoing.messageId ?? randomUUID(),
        data: packet.data,
      });
    } catch {
      callback({
        err: {
          code: 'RPC.BAD_PAYLOAD',
          kind: 'validation',
          message: `Payload of ${pattern} is not JSON-serializable`,
        },
        isDisposed: true,
      });
      return () => undefined;
    }
    const bytes = encodedBytes(fields);
    if (bytes > this.options.maxMessageBytes) {
      callback({ err: RpcErrors.payloadTooLarge(pattern, bytes, this.options.maxMessageBytes), isDisposed: true });
      return () => undefined;
    }
    this.pending.add(id, service, pattern, timeoutMs, callback, () =>
      RpcErrors.timeout(service, pattern, timeoutMs),
    );
    this.requests
      .append([this.keys.request(service), 'MAXLEN', '~', this.options.requestStreamMaxLen, '*', ...fields])
      .catch((error: unknown) => {
        this.logger.error(
          `Sending ${pattern} failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        this.pending.fail(id, RpcErrors.sendFailed(service, pattern));
      });
    return () => this.pending.forget(id);
  }

  /** Resolves once Redis has stored the event: every service already subscribed to it will get it. */
  protected async dispatchEvent<T = undefined>(packet: ReadPacket): Promise<T> {
    const pattern: unknown = packet.pattern;
    if (typeof pattern !== 'string') throw new Error('Redis Streams patterns must be strings');
    if (this.closed || !this.connections) throw RpcErrors.clientClosed(owningService(pattern), pattern);
    const requestId = RequestContext.requestId() ?? RequestContext.newRequestId();
    const outgoing = OutgoingMessage.current();
    const messageId = outgoing.messageId ?? randomUUID();
    const fields = encodeEvent({ pattern, requestId, actor: RequestContext.actorField(), messageId, data: packet.data });
    const bytes = encodedBytes(fields);
    if (bytes > this.options.maxMessageBytes) throw RpcErrors.payloadTooLarge(pattern, bytes, this.options.maxMessageBytes);
    await this.connections.command.call(
      'XADD',
      this.keys.event(pattern),
      'MAXLEN',
      '~',
      this.options.eventStreamMaxLen,
      '*',
      ...fields,
    );
    const wanted = outgoing.minReplicas ?? 0;
    if (wanted > 0) {
      // WAIT counts the replicas that acknowledged every write this connection made so far,
      // the XADD above included (commands on one connection are ordered).
      const acked = Number(
        await this.connections.command.call('WAIT', wanted, outgoing.replicaTimeoutMs ?? 1000),
      );
      if (acked < wanted) throw RpcErrors.notReplicated(pattern, acked, wanted);
    }
    return undefined as T;
  }

  private async open(): Promise<void> {
    const connections = openConnections(
      this.options,
      `${this.options.prefix}:client:${this.replyKey.slice(-8)}`,
    );
    watchConnections(
      connections,
      this.logger,
      (status) => this._status$.next(status),
      () => this.closed,
    );
    attachListeners(connections, this.listeners);
    try {
      await connectAll(connections, this.options.connectWaitMs);
    } catch (error) {
      // ioredis keeps retrying a failed first connect; stop it, the next send() starts afresh.
      connections.command.disconnect();
      connections.reader.disconnect();
      throw error;
    }
    if (this.closed) {
      // close() ran while connecting and had nothing to close yet.
      connections.command.disconnect();
      connections.reader.disconnect();
      return;
    }
    this.listeners = [];
    this.connections = connections;
    this.requests = new TickBatchedAppends(connections.command);
    this.replyLoop = this.readReplies(connections);
  }

  /**
   * Callers answered by a batch of replies often send again at once (a page's next request, a
   * closed loop): their requests are held for a turn of the event loop and leave in the same
   * write as the next XREAD, so Redis is woken once for both. Requests made while the reader is
   * blocked leave on the command connection at the end of their tick, as before.
   */
  private async readReplies({ reader }: RedisStreamsConnections): Promise<void> {
    const requests = this.requests;
    if (!requests) return;
    let queued: Append[] = [];
    while (!this.closed) {
      let raw: unknown;
      try {
        raw = await this.readWith(reader, requests, queued);
      } catch (error) {
        if (this.closed) return;
        this.logger.error(
          `Reading replies failed: ${error instanceof Error ? error.message : String(error)}`,
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
        continue;
      } finally {
        queued = [];
      }
      requests.hold();
      const { lastId, replies } = parseReplyRead(raw);
      if (lastId) this.lastReplyId = lastId;
      for (const reply of replies) this.pending.resolve(reply);
      await new Promise((resolve) => setImmediate(resolve));
      queued = requests.release();
    }
    requests.send(queued);
  }

  /** XREAD of replies (blocking), after `queued`'s appends in the same socket write. */
  private readWith(reader: Redis, requests: TickBatchedAppends, queued: readonly Append[]): Promise<unknown> {
    const read = () =>
      reader.call('XREAD', 'COUNT', REPLY_READ_COUNT, 'BLOCK', this.options.blockMs, 'STREAMS', this.replyKey, this.lastReplyId);
    if (queued.length === 0) return read();
    const socket = (reader as unknown as { stream?: Writable }).stream;
    socket?.cork();
    try {
      requests.send(queued, reader);
      return read();
    } finally {
      socket?.uncork();
    }
  }
}
