import { CreateClicks1765300000000 } from './1765300000000-CreateClicks';

/** In order. Add each new migration here as well as in its own file. */
export const clicksMigrations = [CreateClicks1765300000000];
