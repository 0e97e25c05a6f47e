import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, dropping falsy ones (clsx), and lets a later Tailwind
 * class override a conflicting earlier one (tailwind-merge), so a caller's
 * `className="max-w-3xl"` replaces a component's default `max-w-6xl`.
 */
export function cn(...values: ClassValue[]): string {
  return twMerge(clsx(values));
}
