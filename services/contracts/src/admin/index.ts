export * from './permissions';
export * from './admin.dto';
export * from './admin.schemas';
