import type { CatalogRpc } from './catalog/catalog.rpc';
import type { CartRpc } from './cart/cart.rpc';
import type { OrdersEventContract, OrdersRpc } from './orders/orders.rpc';
import type { ServiceHealthReply, ServiceName } from './services';

type HealthRpc = { [S in ServiceName as `${S}.health`]: { payload: Record<string, never>; reply: ServiceHealthReply } };

/** Every request/reply message: its pattern, what it carries and what it answers. */
export interface RpcContract extends CatalogRpc, HealthRpc, CartRpc, OrdersRpc {}

export type RpcPattern = keyof RpcContract;
export type RpcPayload<P extends RpcPattern> = RpcContract[P]['payload'];
export type RpcReply<P extends RpcPattern> = RpcContract[P]['reply'];

/** Every event: its name and payload. Filled as domains start emitting. */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type
export interface EventContract extends OrdersEventContract {}
export type EventName = keyof EventContract;
