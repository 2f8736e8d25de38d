import { createProcessedMessagesMigration } from '@lumina/platform';
import { CreateOrders1763900100000 } from './1763900100000-CreateOrders';
import { ShippingAndVat17654000000000 } from './17654000000000-ShippingAndVat';

/** In order. Add each new migration here as well as in its own file. */
export const ordersMigrations = [
  CreateOrders1763900100000,
  ShippingAndVat17654000000000,
  createProcessedMessagesMigration(17655000000001),
];
