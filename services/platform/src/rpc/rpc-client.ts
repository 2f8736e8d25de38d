import { Inject, Injectable, Optional, type OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import type { EventContract, EventName, RpcPattern, RpcPayload, RpcReply } from '@lumina/contracts';
import { firstValueFrom, lastValueFrom } from 'rxjs';
import { RequestContext } from '../context/request-context';
import { OutgoingMessage } from '../messaging/outgoing-message';
import { REDIS_STREAMS_DEFAULTS } from '../messaging/redis-streams.options';
import { retryTransient } from './retry-transient';

export interface SendOptions {
  /** This call's deadline: the caller waits this long, and the server skips the request once it passed. */
  timeoutMs?: number;
  /** Keep the same id when re-sending the same request, so its handler applies it once. */
  messageId?: string;
}

export interface EmitOptions {
  /** Keep the same id when re-sending the same event (an outbox row's id), so subscribers apply it once. */
  messageId?: string;
  /** Resolve only once this many Redis replicas have the event (WAIT); else RPC.NOT_REPLICATED. */
  minReplicas?: number;
  replicaTimeoutMs?: number;
}

export const RPC_PROXY = Symbol('RPC_PROXY');
/** The transport's default deadline of a call (its `requestTimeoutMs`). */
export const RPC_REQUEST_TIMEOUT_MS = Symbol('RPC_REQUEST_TIMEOUT_MS');

/**
 * Typed face of the transport client: one instance serves every service, because a pattern's
 * first segment routes it. Rejects with the handler's WireError or an RPC.TIMEOUT one.
 */
@Injectable()
export class RpcClient implements OnApplicationShutdown {
  constructor(
    @Inject(RPC_PROXY) private readonly proxy: ClientProxy,
    @Optional()
    @Inject(RPC_REQUEST_TIMEOUT_MS)
    private readonly requestTimeoutMs: number = REDIS_STREAMS_DEFAULTS.requestTimeoutMs,
  ) {}

  /**
   * `options` (or a bare number: the timeout) set this call's own deadline, carried in the message
   * so the server skips the request once nobody waits, and its message id. Fails with a WireError:
   * RPC.TIMEOUT, RPC.UNAVAILABLE (no live replica), RPC.PAYLOAD_TOO_LARGE, or the handler's own.
   *
   * In a request the BFF marked safe to repeat (RequestContext.retryUntil), a call without its own
   * deadline that fails because Redis is out of reach (a failover) is sent again, with the same
   * message id, until the request's retry deadline; the last attempt waits only as long as is left.
   */
  send<P extends RpcPattern>(
    pattern: P,
    payload: RpcPayload<P>,
    options?: number | SendOptions,
  ): Promise<RpcReply<P>> {
    const given: SendOptions = typeof options === 'number' ? { timeoutMs: options } : (options ?? {});
    const outgoing = { ...given, messageId: given.messageId ?? RequestContext.idempotentMessageId(pattern) };
    // A caller that set its own deadline (a health probe) wants the answer within it, not retries.
    const retryUntil = given.timeoutMs === undefined ? RequestContext.retryUntil() : undefined;
    return retryTransient(
      (remainingMs) =>
        OutgoingMessage.run(
          remainingMs < this.requestTimeoutMs ? { ...outgoing, timeoutMs: remainingMs } : outgoing,
          () => firstValueFrom(this.proxy.send<RpcReply<P>, RpcPayload<P>>(pattern, payload)),
        ),
      retryUntil,
    );
  }

  async emit<E extends EventName>(event: E, payload: EventContract[E], options: EmitOptions = {}): Promise<void> {
    await OutgoingMessage.run(options, () =>
      lastValueFrom(this.proxy.emit(event, payload), { defaultValue: undefined }),
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.proxy.close();
  }
}
