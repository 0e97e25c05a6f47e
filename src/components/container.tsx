import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** The widths a container may take (Tailwind `max-w-*`): 48, 56, 72 or 80 rem (768, 896, 1152, 1280 px). */
const WIDTHS = { '3xl': 'max-w-3xl', '4xl': 'max-w-4xl', '6xl': 'max-w-6xl', '7xl': 'max-w-7xl' } as const;

/**
 * The page-width wrapper: centered, with side padding, at most `width` wide
 * (72rem, 1152 px, unless given: `7xl` for the header bars, `3xl` for a
 * column of reading text). `className` adds classes; it must not set a
 * width or padding of its own (`cn` merges nothing).
 */
export function Container({ className, width = '6xl', ...props }: ComponentProps<'div'> & { width?: keyof typeof WIDTHS }) {
  return <div className={cn('mx-auto w-full px-4 sm:px-6 lg:px-8', WIDTHS[width], className)} {...props} />;
}
