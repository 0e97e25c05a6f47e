import { business } from '../content/business';

/** The company name with its mark, linking home. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <a
      href="/"
      className="flex min-h-11 shrink-0 items-center gap-2.5 whitespace-nowrap text-base font-extrabold sm:text-lg tracking-tight"
    >
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#f59e0b" />
        <path d="M16 6 27 25H5Z" fill="#0f172a" />
        <path d="M16 13.5 21.5 23h-11Z" fill="#f59e0b" />
      </svg>
      <span className={tone === 'dark' ? 'text-slate-900' : 'text-white'}>{business.name}</span>
    </a>
  );
}
