import type { IconNode } from 'lucide';
import { createElement, type ComponentProps } from 'react';

/**
 * A lucide icon as inline SVG, drawn from the icon's data (the `lucide`
 * package: `[tag, attributes][]` on a 24 × 24 grid) with lucide's default
 * stroke style. Every page and island draws its icons with this rather than
 * with lucide-react: lucide-react's icon runtime would cost about 1.3 KB gzip
 * in every hydration bundle (a page's JavaScript budget is 75 KB
 * gzip with React) and about a tenth of a page's
 * render time on the server. Decorative: hidden from assistive technology;
 * the text beside it carries the meaning. `size` in px (default 24); other
 * SVG attributes (className, focusable) are passed on.
 */
export function IconSvg({
  icon,
  size = 24,
  ...props
}: { icon: IconNode; size?: number } & Omit<ComponentProps<'svg'>, 'ref' | 'children'>) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
