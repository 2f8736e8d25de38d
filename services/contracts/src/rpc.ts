import type { CatalogRpc } from './catalog/catalog.rpc';
import type { CatalogAdminRpc } from './catalog/product-admin';
import type { CatalogMatchRpc } from './catalog/product-matches';
import type { CategoryAdminRpc, HeldProductRpc } from './catalog/category-admin';
import type { CategoryMappingRpc } from './merchants/category-mapping';
import type { CatalogEventContract } from './catalog/catalog.events';
import type { CartRpc } from './cart/cart.rpc';
import type { OrdersEventContract, OrdersRpc } from './orders/orders.rpc';
import type { MerchantsEventContract, MerchantsRpc } from './merchants/merchants.rpc';
import type { ClicksEventContract, ClicksRpc } from './clicks/clicks.rpc';
import type { CatalogClickRpc } from './clicks/catalog-clicks.rpc';
import type { AlertsRpc } from './alerts/alerts.rpc';
import type { ServiceHealthReply, ServiceName } from './services';

type HealthRpc = { [S in ServiceName as `${S}.health`]: { payload: Record<string, never>; reply: ServiceHealthReply } };

/** Every request/reply message: its pattern, what it carries and what it answers. */
export interface RpcContract
  extends CatalogRpc,
    CatalogAdminRpc,
    CatalogMatchRpc,
    CategoryAdminRpc,
    HeldProductRpc,
    CategoryMappingRpc,
    HealthRpc,
    CartRpc,
    OrdersRpc,
    MerchantsRpc,
    ClicksRpc,
    CatalogClickRpc,
    AlertsRpc {}

export type RpcPattern = keyof RpcContract;
export type RpcPayload<P extends RpcPattern> = RpcContract[P]['payload'];
export type RpcReply<P extends RpcPattern> = RpcContract[P]['reply'];

/** Every event: its name and payload. */
export interface EventContract extends CatalogEventContract, OrdersEventContract, MerchantsEventContract, ClicksEventContract {}
export type EventName = keyof EventContract;
