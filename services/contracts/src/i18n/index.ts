export * from './languages';
export * from './localized-text';
export * from './localized-text.schema';
