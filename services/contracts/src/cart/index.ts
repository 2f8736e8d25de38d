export * from './money';
export * from './cart.schemas';
export * from './cart.dto';
export * from './cart.rpc';
