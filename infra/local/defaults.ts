/** The defaults every Lumina process also applies, so the launcher and the services agree on them. */

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/lumina';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';
export const DEFAULT_MEILI_URL = 'http://127.0.0.1:7700';
export const DEFAULT_BFF_PORT = 8080;

/** The processes behind the BFF, in the order their output and errors are listed. */
export const SERVICE_NAMES = ['catalog', 'cart', 'orders', 'merchants', 'clicks', 'alerts'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Each service's management port (GET /health, GET /metrics) unless told otherwise. */
export const DEFAULT_HEALTH_PORTS: Readonly<Record<ServiceName, number>> = {
  catalog: 8081,
  cart: 8082,
  orders: 8083,
  merchants: 8084,
  clicks: 8085,
  alerts: 8086,
};
