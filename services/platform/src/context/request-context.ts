import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export interface RequestContextStore {
  requestId: string;
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
  newRequestId(): string {
    return randomUUID();
  },
};
