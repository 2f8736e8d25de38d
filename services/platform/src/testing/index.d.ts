export * from './test-env';
export * from './service-harness';
//# sourceMappingURL=index.d.ts.map