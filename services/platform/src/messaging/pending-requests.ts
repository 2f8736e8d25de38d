import type { WireError } from '@lumina/contracts';
import type { WritePacket } from '@nestjs/microservices';
import type { ReplyMessage } from './wire-message';

interface PendingRequest {
  service: string;
  pattern: string;
  settle: (packet: WritePacket) => void;
  timer: NodeJS.Timeout;
}

/** Requests of one client waiting for their reply; each ends exactly once: reply, timeout or close. */
export class PendingRequests {
  private readonly requests = new Map<string, PendingRequest>();

  get size(): number {
    return this.requests.size;
  }

  add(
    id: string,
    service: string,
    pattern: string,
    timeoutMs: number,
    settle: (packet: WritePacket) => void,
    onTimeout: () => WireError,
  ): void {
    const timer = setTimeout(() => this.fail(id, onTimeout()), timeoutMs);
    this.requests.set(id, { service, pattern, settle, timer });
  }

  /** Replies for unknown ids (timed out, or answered twice after a redelivery) are ignored. */
  resolve(reply: ReplyMessage): void {
    const request = this.take(reply.id);
    if (!request) return;
    if (reply.outcome.ok) request.settle({ response: reply.outcome.response, isDisposed: true });
    else request.settle({ err: reply.outcome.error, isDisposed: true });
  }

  fail(id: string, error: WireError): void {
    this.take(id)?.settle({ err: error, isDisposed: true });
  }

  failAll(errorFor: (service: string, pattern: string) => WireError): void {
    for (const id of [...this.requests.keys()]) {
      const request = this.requests.get(id);
      if (request) this.fail(id, errorFor(request.service, request.pattern));
    }
  }

  /** The caller unsubscribed: stop waiting without reporting anything. */
  forget(id: string): void {
    this.take(id);
  }

  private take(id: string): PendingRequest | undefined {
    const request = this.requests.get(id);
    if (request) {
      this.requests.delete(id);
      clearTimeout(request.timer);
    }
    return request;
  }
}
