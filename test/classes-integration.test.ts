import { parse } from 'node-html-parser';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { PRIMARY_PATHS, request, SPANISH_PATHS } from './helpers';

/**
 * Class lists without conflicts: `cn` (src/lib/cn.ts) only joins
 * class names, so no component may give an element two Tailwind utilities
 * for the same property (say `max-w-6xl` and `max-w-3xl`), where the
 * stylesheet's order, not the caller, would decide. tailwind-merge, which
 * knows every utility's property, is the oracle here rather than a cost of
 * every render: it must leave each class list of every page as it is.
 */
describe('class lists on every page', () => {
  it.each([...PRIMARY_PATHS, ...SPANISH_PATHS, '/contact?service=Concrete+Driveways', '/no-such-page'])(
    '%s has no element with conflicting Tailwind classes',
    async (path) => {
      const html = await (await request(path)).text();
      const conflicts = parse(html)
        .querySelectorAll('[class]')
        .map((element) => element.getAttribute('class') ?? '')
        .filter((classes) => twMerge(classes) !== classes.trim().replace(/\s+/g, ' '))
        .map((classes) => `${classes}  →  ${twMerge(classes)}`);
      expect(conflicts).toEqual([]);
    },
  );
});
