import type { IconNode } from 'lucide';
import { createElement } from 'react';

/**
 * A lucide icon inside an island, drawn from the icon's data (the `lucide`
 * package: `[tag, attributes][]` on a 24 × 24 grid) with lucide's default
 * stroke style. Islands use this rather than lucide-react, whose icon runtime
 * (about 1.3 KB gzip) would otherwise ride in every hydration bundle, which
 * the JavaScript budget of the issue "Performance" (75 KB gzip with React)
 * cannot spare. Decorative: hidden from assistive technology; the control it
 * sits in carries the name. `size` in px (default 24).
 */
export function IslandIcon({ icon, size = 24, className }: { icon: IconNode; size?: number; className?: string }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className={className}>
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
