export { RedisStreamsClient } from './redis-streams.client';
export { REDIS_STREAMS_TRANSPORT, RedisStreamsServer } from './redis-streams.server';
export { RedisStreamsContext } from './redis-streams.context';
export {
  REDIS_STREAMS_DEFAULTS,
  type RedisStreamsOptions,
  type ResolvedRedisStreamsOptions,
  resolveRedisStreamsOptions,
} from './redis-streams.options';
export type { RedisStreamsConnections, RedisStreamsEvents, RedisStreamsStatus } from './redis-connections';
export { RpcWireExceptionFilter } from './rpc-wire-exception.filter';
export { INTERNAL_WIRE_ERROR, RpcErrors, toWireError } from './wire-error';
export { owningService, StreamKeys } from './stream-keys';
export { OutgoingMessage, type OutgoingMessageOptions } from './outgoing-message';
export { ServiceLiveness } from './service-liveness';
