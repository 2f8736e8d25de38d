import { CreateCategories1763700000000 } from './1763700000000-CreateCategories';

/** In order. Add each new migration here as well as in its own file. */
export const catalogMigrations = [CreateCategories1763700000000];
