import { CircleCheck } from 'lucide';
import { IconSvg } from '../ui/icon-svg';
import { cn } from '../lib/cn';

/** A list of short statements, each with a check mark (Why Choose Us, reasons). */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <IconSvg icon={CircleCheck} size={22} className="mt-px shrink-0 text-amber-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
