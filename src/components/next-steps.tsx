import { nextSteps } from '../content/navigation';
import { ui } from '../content/ui';
import { LinkCards } from './link-cards';

/**
 * "Where to Next": the pages a visitor of the single page at `path` goes to
 * next (content/navigation.ts `nextSteps`); nothing when the table has none.
 */
export function NextSteps({ path, tone = 'white' }: { path: string; tone?: 'white' | 'muted' }) {
  const links = nextSteps[path];
  if (!links?.length) return null;
  return <LinkCards id="next-steps" heading={ui.nextSteps.heading} links={links} tone={tone} />;
}
