export * from './test-env';
export * from './service-harness';
export * from './eventually';
export * from './own-database';
export * from './service-process';
export * from './scrape';
export * from './feed-server';
