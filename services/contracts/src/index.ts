export * from './errors';
export * from './services';
export * from './queues';
export * from './rpc';
export * from './catalog/category.dto';
export * from './catalog/catalog.rpc';
export * from './catalog/product.dto';
export * from './catalog/product-options';
