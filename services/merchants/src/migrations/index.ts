import { createProcessedMessagesMigration } from '@lumina/platform';
import { CreateMerchants1765200000000 } from './1765200000000-CreateMerchants';

/** In order. Add each new migration here as well as in its own file. */
export const merchantsMigrations = [CreateMerchants1765200000000, createProcessedMessagesMigration(1766500000000)];
