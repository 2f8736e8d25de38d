export * from './jobs.module';
export * from './logged-worker-host';
export * from './redis-connection';
