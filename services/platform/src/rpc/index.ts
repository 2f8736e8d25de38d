export * from './rpc-client';
export * from './rpc-client.module';
export * from './zod-payload.pipe';
export * from './health.handler';
export * from './retry-transient';
