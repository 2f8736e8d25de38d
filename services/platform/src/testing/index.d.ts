export * from './test-env';
export * from './service-harness';
export * from './eventually';
//# sourceMappingURL=index.d.ts.map