export * from './redis-endpoint';
