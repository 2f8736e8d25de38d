import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** The signed-in admin behind a request (issue 9): logged and carried beside the request id. */
export interface ActingUser {
  id: string;
  email: string;
}

export interface RequestContextStore {
  requestId: string;
  /** The producer's id of the message being handled (see processed-messages.ts). */
  messageId?: string;
  actor?: ActingUser;
  /**
   * Set at the BFF for a request with an Idempotency-Key: the messages it sends get ids derived
   * from the key, so a retry of the request (another BFF replica, after a crash) sends the same ids
   * and the services' handlers apply them once.
   */
  idempotency?: { scope: string; sent: Map<string, number> };
  /**
   * Set at the BFF for a request safe to send again (a read, or a write with an Idempotency-Key):
   * until this time (epoch ms) a call that failed because Redis was out of reach is tried again.
   */
  retryUntil?: number;
}

const storage = new AsyncLocalStorage<RequestContextStore>();

/**
 * The request id is created once at the BFF and carried through every message and job, so one
 * shopper action can be followed across processes in the logs.
 */
export const RequestContext = {
  run<T>(store: RequestContextStore, fn: () => T): T {
    return storage.run(store, fn);
  },
  requestId(): string | undefined {
    return storage.getStore()?.requestId;
  },
  /** Inside a message handler: the id its producer gave the message, stable across re-sends. */
  messageId(): string | undefined {
    return storage.getStore()?.messageId;
  },
  actor(): ActingUser | undefined {
    return storage.getStore()?.actor;
  },
  /** Records who acts in the running request (the BFF's access guard, once the session is known). */
  setActor(actor: ActingUser): void {
    const store = storage.getStore();
    if (store) store.actor = actor;
  },
  /** The actor as message metadata and job data carry it: `<id> <email>`. */
  actorField(): string | undefined {
    const actor = storage.getStore()?.actor;
    return actor ? `${actor.id} ${actor.email}` : undefined;
  },
  actorFromField(field: string | undefined): ActingUser | undefined {
    if (!field) return undefined;
    const [id, email] = field.split(' ');
    return id && email ? { id, email } : undefined;
  },
  /** Marks the running request as a retry-safe one named `scope` (the Idempotency-Key's digest). */
  setIdempotencyScope(scope: string): void {
    const store = storage.getStore();
    if (store) store.idempotency = { scope, sent: new Map() };
  },
  /** Lets the running request's calls be tried again for `withinMs` from now (see `retryUntil`). */
  allowRetries(withinMs: number): void {
    const store = storage.getStore();
    if (store) store.retryUntil = Date.now() + withinMs;
  },
  /** Until when the running request's calls may be tried again, or undefined: not at all. */
  retryUntil(): number | undefined {
    return storage.getStore()?.retryUntil;
  },
  /**
   * The id of the next message with `pattern` in an idempotent request: its scope, the pattern and
   * how many such messages the request sent before, the same on every attempt of the request.
   */
  idempotentMessageId(pattern: string): string | undefined {
    const idempotency = storage.getStore()?.idempotency;
    if (!idempotency) return undefined;
    const n = (idempotency.sent.get(pattern) ?? 0) + 1;
    idempotency.sent.set(pattern, n);
    return `${idempotency.scope}:${pattern}:${n}`;
  },
  newRequestId(): string {
    return randomUUID();
  },
};
