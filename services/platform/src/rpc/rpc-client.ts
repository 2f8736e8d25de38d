import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import type { EventContract, EventName, RpcPattern, RpcPayload, RpcReply } from '@lumina/contracts';
import { firstValueFrom, lastValueFrom } from 'rxjs';
import { RequestContext } from '../context/request-context';
import { OutgoingMessage } from '../messaging/outgoing-message';

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

/**
 * Typed face of the transport client: one instance serves every service, because a pattern's
 * first segment routes it. Rejects with the handler's WireError or an RPC.TIMEOUT one.
 */
@Injectable()
export class RpcClient implements OnApplicationShutdown {
  constructor(@Inject(RPC_PROXY) private readonly proxy: ClientProxy) {}

  /**
   * `options` (or a bare number: the timeout) set this call's own deadline, carried in the message
   * so the server skips the request once nobody waits, and its message id. Fails with a WireError:
   * RPC.TIMEOUT, RPC.UNAVAILABLE (no live replica), RPC.PAYLOAD_TOO_LARGE, or the handler's own.
   */
  send<P extends RpcPattern>(
    pattern: P,
    payload: RpcPayload<P>,
    options?: number | SendOptions,
  ): Promise<RpcReply<P>> {
    const given: SendOptions = typeof options === 'number' ? { timeoutMs: options } : (options ?? {});
    const outgoing = { ...given, messageId: given.messageId ?? RequestContext.idempotentMessageId(pattern) };
    return OutgoingMessage.run(outgoing, () =>
      firstValueFrom(this.proxy.send<RpcReply<P>, RpcPayload<P>>(pattern, payload)),
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
