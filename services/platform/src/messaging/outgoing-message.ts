import { AsyncLocalStorage } from 'node:async_hooks';

export interface OutgoingMessageOptions {
  /**
   * The producer's id for this message. Give the same id when re-sending the same thing (an outbox
   * row's id), so the receiving handler applies it once. Default: a fresh UUID per send.
   */
  messageId?: string;
  /**
   * Events: resolve only once this many replicas acknowledged the write (Redis WAIT on the same
   * connection), else reject with RPC.NOT_REPLICATED so an outbox keeps the event and re-sends it.
   * Replication is asynchronous: without this, a failover right after XADD loses the event for good.
   */
  minReplicas?: number;
  /** How long WAIT may block for minReplicas. Default 1000 ms. */
  replicaTimeoutMs?: number;
  /** This call's own deadline: the caller waits this long and the server skips it once past. */
  timeoutMs?: number;
}

const storage = new AsyncLocalStorage<OutgoingMessageOptions>();

/**
 * Per-call options for the transport. Nest's ClientProxy.send/emit take only a pattern and data, so
 * RpcClient runs the call inside this context and the client's publish() reads it (async context
 * follows the promise chain from send() to publish()).
 */
export const OutgoingMessage = {
  run<T>(options: OutgoingMessageOptions, fn: () => T): T {
    return storage.run(options, fn);
  },
  current(): OutgoingMessageOptions {
    return storage.getStore() ?? {};
  },
};
