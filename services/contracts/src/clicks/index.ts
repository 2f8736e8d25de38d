export * from './clicks.rpc';
export * from './click.schemas';
export * from './catalog-clicks.rpc';
