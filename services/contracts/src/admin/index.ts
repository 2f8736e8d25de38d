export * from './permissions';
export * from './admin.dto';
