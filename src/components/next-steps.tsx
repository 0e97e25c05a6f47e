import { nextStepsOf } from '../content/navigation';
import { LinkCards } from './link-cards';
import { useLocale } from './locale-context';

/**
 * "Where to Next": the pages a visitor of the single page at `path` (its
 * English primary path) goes to next, in the page's edition
 * (content/navigation.ts `nextStepsOf`: names, lines and localized links);
 * nothing when the table has none.
 */
export function NextSteps({ path, tone = 'white' }: { path: string; tone?: 'white' | 'muted' }) {
  const { locale, t } = useLocale();
  const links = nextStepsOf(locale)[path];
  if (!links?.length) return null;
  return <LinkCards id="next-steps" heading={t.nextSteps.heading} links={links} tone={tone} />;
}
