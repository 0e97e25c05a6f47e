import { useLocale } from './locale-context';
import { business } from '../content/business';

/** The company name with its mark, linking home. Below 640 px the name may wrap to two lines, so the phone header keeps room for Call and the menu. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const { href } = useLocale();
  return (
    <a
      href={href('/')}
      className="flex min-h-11 min-w-0 items-center gap-2.5 text-base leading-tight font-extrabold tracking-tight sm:shrink-0 sm:whitespace-nowrap sm:text-lg"
    >
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="shrink-0">
        <rect width="32" height="32" rx="7" fill="#f59e0b" />
        <path d="M16 6 27 25H5Z" fill="#0f172a" />
        <path d="M16 13.5 21.5 23h-11Z" fill="#f59e0b" />
      </svg>
      <span className={tone === 'dark' ? 'text-slate-900' : 'text-white'}>{business.name}</span>
    </a>
  );
}
