export * from './merchant.dto';
export * from './merchants.rpc';
