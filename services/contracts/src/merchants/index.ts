export * from './merchant.dto';
export * from './merchant.schemas';
export * from './merchants.rpc';
export * from './feed-upload';
export * from './category-mapping';
