/** The validated OrdersConfig, for providers that need a setting. */
export const ORDERS_CONFIG = Symbol('ORDERS_CONFIG');
