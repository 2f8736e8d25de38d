export * from './jobs.module';
export * from './logged-worker-host';
