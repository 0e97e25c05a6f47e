import { useLocale } from './locale-context';
import { MapPin } from 'lucide';
import { IconSvg } from '../ui/icon-svg';
import type { Town } from '../content/index';

/** A list of towns served; towns with a page link to it, underlined and at least 44 px tall; the home town, without a page, is a plain dark label (the 12- and 16-city lists and the home page's towns). */
export function TownList({ towns, label }: { towns: readonly Town[]; label: string }) {
  const { href } = useLocale();
  return (
    <ul aria-label={label} className="flex flex-wrap justify-center gap-2.5">
      {towns.map((town) => (
        <li key={town.name}>
          {town.href ? (
            <a
              href={href(town.href)}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-amber-900 underline decoration-amber-600/50 underline-offset-4 hover:border-amber-600"
            >
              <IconSvg icon={MapPin} size={16} className="text-amber-700" />
              {town.name}
            </a>
          ) : (
            <span className="inline-flex items-center gap-1.5 rounded-full bg-slate-900 px-4 py-2 text-sm font-medium text-white">
              <IconSvg icon={MapPin} size={16} className="text-amber-400" />
              {town.name}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
