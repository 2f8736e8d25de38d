import { createProcessedMessagesMigration } from '@lumina/platform';
import { CreateOrders1763900100000 } from './1763900100000-CreateOrders';

/** In order. Add each new migration here as well as in its own file. */
export const ordersMigrations = [CreateOrders1763900100000, createProcessedMessagesMigration(1765500000001)];
