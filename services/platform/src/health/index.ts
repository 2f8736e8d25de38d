export * from './health-paths';
export * from './indicators';
export * from './management.module';
export * from './management-server';
