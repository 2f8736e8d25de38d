export * from './alert.schemas';
export * from './alerts.rpc';
