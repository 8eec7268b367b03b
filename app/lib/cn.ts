import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names, skipping falsy values (clsx). It does not resolve conflicting Tailwind
 * utilities: components offer variants instead of letting callers override their classes,
 * which keeps tailwind-merge out of the first load (docs/measuring.md).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
