import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Components put a caller's `className` last and callers only add classes, never fight a
 * default: a class-merging library would cost the landing page 8 KB of gzip.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
