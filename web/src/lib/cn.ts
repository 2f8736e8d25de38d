import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names (clsx). It does not merge conflicting Tailwind utilities: Tailwind orders its
 * CSS by property, not by class order, so a component must not be given two classes that set the
 * same property (e.g. `px-4` and `px-2`); offer a variant instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
