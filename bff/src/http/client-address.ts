import type { EdgeConfig } from './edge.config';

/**
 * Fastify's `trustProxy` (which sets request.ip, request.host and request.protocol): the
 * X-Forwarded-* headers count only on a connection from a listed proxy, and request.ip is then the
 * nearest address in X-Forwarded-For that is not a listed proxy, so a client cannot pick its own
 * address by sending the header itself. No proxies: the connection's address, headers ignored.
 */
export function trustProxyOption(config: Pick<EdgeConfig, 'TRUSTED_PROXIES'>): string[] | false {
  return config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false;
}
