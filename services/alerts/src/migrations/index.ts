import { CreateAlerts1767300000000 } from './1767300000000-CreateAlerts';

/** In order. Add each new migration here as well as in its own file. */
export const alertsMigrations = [CreateAlerts1767300000000];
