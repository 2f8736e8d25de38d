export * from './clicks.rpc';
