export * from './database.options';
export * from './database.module';
export * from './migrations';
export * from './base.entity';
export * from './processed-messages';
export * from './processed-messages.janitor';
