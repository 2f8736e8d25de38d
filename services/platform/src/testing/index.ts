export * from './test-env';
export * from './service-harness';
