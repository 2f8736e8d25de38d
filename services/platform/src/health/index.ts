export * from './indicators';
export * from './management.module';
