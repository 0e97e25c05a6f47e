import { describe, expect, it } from 'vitest';
import * as business from '../src/content/business';
import * as formMessages from '../src/content/form-messages';
import * as forms from '../src/content/forms';
import { cities, posts, services } from '../src/content/index';
import * as navigation from '../src/content/navigation';
import * as pages from '../src/content/pages';
import { ui } from '../src/content/ui';
import { britishSpellings, FAMILIES } from './british-spellings';

/** Every string inside a value, depth first; functions (templates of content/ui.ts) are called with a sample name. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return strings((value as (name: string) => unknown)('Beaumont'));
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('American spelling in content (word list: test/british-spellings.ts)', () => {
  it.each(FAMILIES.map((f) => [f.name, f.example]))('the %s family catches "%s"', (family, example) => {
    expect(britishSpellings(`A ${example} here.`)).toEqual([{ word: example, family }]);
  });

  it('lets American spellings through', () => {
    const american =
      'odor neutralized discoloration stenciled troweled microfiber color gray center meter leveling traveled analyze catalog licensed defense raised promise exercise advertising installed filled rolled controlled';
    expect(britishSpellings(american)).toEqual([]);
  });

  const modules = {
    services,
    cities,
    posts,
    pages,
    business,
    // The English navigation's values (its exported builders take an edition, not a sample name).
    navigation: { ...navigation.navigationOf('en', ui), pageNames: navigation.pageNamesOf('en'), nextSteps: navigation.nextStepsOf('en') },
    ui,
    forms,
    formMessages,
  };
  it.each(Object.entries(modules))('content module "%s" has no British spelling', (_name, module) => {
    const found = strings(module).flatMap((text) => britishSpellings(text).map(({ word, family }) => `${word} (${family})`));
    expect(found).toEqual([]);
  });
});
