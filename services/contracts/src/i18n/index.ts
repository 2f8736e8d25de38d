export * from './languages';
export * from './localized-text';
