import { createProcessedMessagesMigration } from '@lumina/platform';
import { CreateCarts1763900000000 } from './1763900000000-CreateCarts';

/** In order. Add each new migration here as well as in its own file. */
export const cartMigrations = [CreateCarts1763900000000, createProcessedMessagesMigration(17655000000000)];
