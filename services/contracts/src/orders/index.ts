export * from './address.schemas';
export * from './payments.schemas';
export * from './order.schemas';
export * from './order.dto';
export * from './orders.rpc';
