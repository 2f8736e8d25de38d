export * from './test-env';
export * from './service-harness';
export * from './eventually';
export * from './scrape';
