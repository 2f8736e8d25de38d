/** The services behind the BFF. A message pattern's first segment names its owner. */
export const SERVICE_NAMES = ['catalog', 'cart', 'orders', 'merchants', 'clicks', 'alerts'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export interface ServiceHealthReply {
  service: ServiceName;
  status: 'up';
}

export function healthPattern<S extends ServiceName>(service: S): `${S}.health` {
  return `${service}.health`;
}
