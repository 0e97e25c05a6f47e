import { clsx, type ClassValue } from 'clsx';

/** Joins class names, dropping falsy ones (clsx). The one helper every component uses to merge classes. */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
