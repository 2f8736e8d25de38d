import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { ClientProxy } from '@nestjs/microservices';
import type { EventContract, EventName, RpcPattern, RpcPayload, RpcReply, WireError } from '@lumina/contracts';
import { firstValueFrom, lastValueFrom, throwError, timeout } from 'rxjs';

export const RPC_PROXY = Symbol('RPC_PROXY');

/**
 * Typed face of the transport client: one instance serves every service, because a pattern's
 * first segment routes it. Rejects with the handler's WireError or an RPC.TIMEOUT one.
 */
@Injectable()
export class RpcClient implements OnApplicationShutdown {
  constructor(@Inject(RPC_PROXY) private readonly proxy: ClientProxy) {}

  /** `timeoutMs` shortens the transport's own deadline, e.g. for health probes. */
  send<P extends RpcPattern>(pattern: P, payload: RpcPayload<P>, timeoutMs?: number): Promise<RpcReply<P>> {
    const reply$ = this.proxy.send<RpcReply<P>, RpcPayload<P>>(pattern, payload);
    if (timeoutMs === undefined) return firstValueFrom(reply$);
    const expired: WireError = {
      code: 'RPC.TIMEOUT',
      kind: 'unavailable',
      message: `No reply for ${pattern} within ${timeoutMs} ms`,
    };
    return firstValueFrom(reply$.pipe(timeout({ first: timeoutMs, with: () => throwError(() => expired) })));
  }

  async emit<E extends EventName>(event: E, payload: EventContract[E]): Promise<void> {
    await lastValueFrom(this.proxy.emit(event, payload), { defaultValue: undefined });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.proxy.close();
  }
}
