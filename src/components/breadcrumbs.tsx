import { ChevronRight } from 'lucide';
import type { Crumb } from '../seo/breadcrumbs';
import { Container } from './container';
import { IconSvg } from '../ui/icon-svg';
import { useLocale } from './locale-context';

/**
 * The visible breadcrumb trail at the top of a page's main content (WAI-ARIA
 * APG Breadcrumb pattern): a `<nav>` named "Breadcrumb" holding an ordered
 * list of links, the last item the current page (`aria-current="page"`,
 * not a link). The layout renders it from the page's `PageMeta.breadcrumbs`,
 * the same trail the head writes as the BreadcrumbList JSON-LD, built by the
 * route in the page's edition (names and paths already localized). The
 * navigation's name is the edition's word. Renders nothing for an empty trail
 * (the home page).
 */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useLocale();
  if (trail.length === 0) return null;
  return (
    <nav aria-label={t.breadcrumbLabel} data-breadcrumbs="" className="border-b border-slate-200 bg-slate-50">
      <Container>
        <ol className="flex flex-wrap items-center gap-x-1 py-1 text-sm text-slate-700">
          {trail.map((crumb, i) => (
            <li key={crumb.path} className="flex min-w-0 items-center gap-x-1">
              {i > 0 && <IconSvg icon={ChevronRight} size={14} className="shrink-0 text-slate-500" />}
              {i < trail.length - 1 ? (
                <a
                  href={crumb.path}
                  className="inline-flex min-h-11 min-w-11 items-center justify-center px-1 font-medium text-amber-800 underline-offset-4 hover:underline"
                >
                  {crumb.name}
                </a>
              ) : (
                <span aria-current="page" className="inline-flex min-h-11 items-center px-1 text-slate-700">
                  {crumb.name}
                </span>
              )}
            </li>
          ))}
        </ol>
      </Container>
    </nav>
  );
}
