/**
 * Every Redis key the transport touches is built here, so the layout can be read in one place:
 *
 *   <prefix>:rpc:<service>     requests owned by a service, one consumer group (the service)
 *   <prefix>:evt:<pattern>     one event type, one consumer group per subscribing service
 *   <prefix>:reply:<clientId>  replies for one client instance, read with plain XREAD (clientId
 *                              `m.<uuid>`: the client reads entries holding several replies)
 *   <prefix>:dlq:<service>     messages a service gave up on after too many deliveries
 *   <prefix>:alive:<service>   heartbeat: exists while some replica of the service runs (PX TTL)
 */
/** The start of a client id whose reply stream may hold several replies per entry. */
export const BATCHED_REPLIES_MARK = 'm.';

export class StreamKeys {
  constructor(readonly prefix: string) {}

  request(service: string): string {
    return `${this.prefix}:rpc:${service}`;
  }

  event(pattern: string): string {
    return `${this.prefix}:evt:${pattern}`;
  }

  reply(clientId: string): string {
    return `${this.prefix}:reply:${clientId}`;
  }

  deadLetter(service: string): string {
    return `${this.prefix}:dlq:${service}`;
  }

  alive(service: string): string {
    return `${this.prefix}:alive:${service}`;
  }

  /** A server only writes replies where a client of the same prefix reads, never to any key. */
  isReplyKey(key: string): boolean {
    return key.startsWith(`${this.prefix}:reply:`) && key.length > this.prefix.length + ':reply:'.length;
  }

  /**
   * A client that reads several replies per entry names its reply stream `…:reply:m.<uuid>`; a
   * server writes one entry per batch there, and one per reply to any other (an older client's).
   */
  readsBatchedReplies(replyTo: string): boolean {
    return replyTo.startsWith(`${this.prefix}:reply:${BATCHED_REPLIES_MARK}`);
  }

  isRequestKey(key: string): boolean {
    return key.startsWith(`${this.prefix}:rpc:`);
  }
}

/** `catalog.categories.list` is answered by `catalog`: the first dot-segment names the owner. */
export function owningService(pattern: string): string {
  const dot = pattern.indexOf('.');
  return dot === -1 ? pattern : pattern.slice(0, dot);
}
