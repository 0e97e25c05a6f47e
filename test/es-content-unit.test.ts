/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import * as enCalculator from '../src/content/calculator';
import * as esCalculator from '../src/content/es/calculator';
import { cities, posts, services } from '../src/content/en/index';
import { City, Post, Service } from '../src/content/schema';

/**
 * Parity of the Spanish edition's content modules with their English pairs:
 * the same shape (every array the same length, every
 * object the same keys), the same identifiers (slugs, icons, section ids and
 * kinds, enums), and every number of the English text present in the Spanish
 * text (prices, inches, years, PSI, days).
 */

/** Keys whose string values are identifiers or enums, equal in both editions. */
const IDENTICAL = new Set(['slug', 'icon', 'id', 'kind', 'category', 'cta', 'county', 'href', 'type', 'publishedDate']);
/** Keys whose values may differ between editions: keywords, and the read time the schema derives from each edition's words. */
const FREE = new Set(['keywords', 'readTimeMinutes']);

/** Differences of shape or identifiers between an English value and its Spanish pair, as "path: what" lines. */
function shapeDiff(en: unknown, es: unknown, path = '$', key = ''): string[] {
  if (FREE.has(key)) return es === undefined || (Array.isArray(es) && es.length === 0) ? [`${path}: missing`] : [];
  if (Array.isArray(en)) {
    if (!Array.isArray(es)) return [`${path}: not an array`];
    if (en.length !== es.length) return [`${path}: ${es.length} items, English has ${en.length}`];
    return en.flatMap((item, i) => shapeDiff(item, es[i], `${path}[${i}]`, key));
  }
  if (en && typeof en === 'object') {
    if (!es || typeof es !== 'object' || Array.isArray(es)) return [`${path}: not an object`];
    const enKeys = Object.keys(en).sort();
    const esKeys = Object.keys(es).sort();
    if (enKeys.join() !== esKeys.join()) return [`${path}: keys ${esKeys.join(',')}, English has ${enKeys.join(',')}`];
    return enKeys.flatMap((k) => shapeDiff((en as Record<string, unknown>)[k], (es as Record<string, unknown>)[k], `${path}.${k}`, k));
  }
  if (typeof en === 'string') {
    if (typeof es !== 'string') return [`${path}: not a string`];
    // A post's category is words shown to the reader; a service's category is an enum (lowercase).
    const identifier = IDENTICAL.has(key) && (key !== 'category' || /^[a-z-]+$/.test(en));
    return identifier && en !== es ? [`${path}: "${es}", English has "${en}"`] : [];
  }
  return en === es ? [] : [`${path}: ${String(es)}, English has ${String(en)}`];
}

/** Every string inside a value, depth first. */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

/** The numbers written in a text, thousands separators removed ("$4,000" gives "4000"). */
function numbersIn(text: string): Set<string> {
  return new Set(Array.from(text.matchAll(/\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g), (m) => m[0].replaceAll(',', '')));
}

/** Numbers of the English value's text missing from the Spanish value's text. */
function missingNumbers(en: unknown, es: unknown): string[] {
  // A century in words is the same figure: "the 1800s" is "el siglo XIX" (issue 49: "los años 1800" is a calque).
  const esText = strings(es).join(' ').replaceAll('siglo XIX', 'siglo XIX (1800)');
  const esNumbers = numbersIn(esText);
  return [...numbersIn(strings(en).join(' '))].filter((n) => !esNumbers.has(n));
}

const esServices = import.meta.glob<{ default: unknown }>('../src/content/es/services/*.ts', { eager: true });
const esCities = import.meta.glob<{ default: unknown }>('../src/content/es/cities/*.ts', { eager: true });
const esPosts = import.meta.glob<{ default: unknown }>('../src/content/es/blog/*.ts', { eager: true });

/** [slug, English, Spanish] for every Spanish module present in a folder. */
function pairs<T extends { slug: string }>(english: readonly T[], modules: Record<string, { default: unknown }>) {
  return Object.entries(modules).map(([file, mod]) => {
    const slug = file.replace(/^.*\//, '').replace(/\.ts$/, '');
    const en = english.find((x) => x.slug === slug);
    if (!en) throw new Error(`${file}: no English page with slug "${slug}"`);
    return [slug, en, mod.default] as const;
  });
}

/** The three parity checks of one kind of page, one row per Spanish module. */
function checkPairs<T extends { slug: string }>(
  kind: string,
  schema: { safeParse(value: unknown): { error?: { issues: unknown[] } } },
  list: (readonly [string, T, unknown])[],
) {
  if (list.length === 0) return;
  it.each(list)(`${kind} %s: passes the schema`, (_slug, _en, es) => {
    expect(schema.safeParse(es).error?.issues ?? []).toEqual([]);
  });
  it.each(list)(`${kind} %s: same shape, counts and identifiers as English`, (_slug, en, es) => {
    expect(shapeDiff(en, es)).toEqual([]);
  });
  it.each(list)(`${kind} %s: every number of the English text is in the Spanish text`, (_slug, en, es) => {
    expect(missingNumbers(en, es)).toEqual([]);
  });
}

describe('Spanish content parity with English', () => {
  checkPairs('service', Service, pairs(services, esServices));
  checkPairs('city', City, pairs(cities, esCities));
  checkPairs('post', Post, pairs(posts, esPosts));

  it('the calculator (words, error messages, page copy): same shape and figures as English, the same projects and prices', () => {
    const { calculatorWords: en, calculatorPage: enPage } = enCalculator;
    const { calculatorWords: es, calculatorPage: esPage } = esCalculator;
    expect(shapeDiff(en, es)).toEqual([]);
    expect(missingNumbers(en, es)).toEqual([]);
    expect(shapeDiff(enPage, esPage)).toEqual([]);
    expect(missingNumbers(enPage, esPage)).toEqual([]);
    expect(esPage.path).toBe(enPage.path);
    const strip = ({ label: _label, ...project }: enCalculator.CalculatorProject) => project;
    expect(esCalculator.calculatorProjects.map(strip)).toEqual(enCalculator.calculatorProjects.map(strip));
    expect(
      esCalculator.calculatorProjects.filter((p, i) => p.label === enCalculator.calculatorProjects[i]!.label).map((p) => p.id),
    ).toEqual(['patio']);
  });

  it('the checks can fail: a dropped FAQ, a changed slug and a lost figure are caught', () => {
    const en = { slug: 'a', faqs: [{ q: 'x' }, { q: 'y' }], text: 'Costs $4,000 to $10,000 over 20-30 years.' };
    expect(shapeDiff(en, { slug: 'b', faqs: [{ q: 'x' }], text: '' })).toEqual([
      '$.faqs: 1 items, English has 2',
      '$.slug: "b", English has "a"',
    ]);
    expect(missingNumbers(en, { text: 'Cuesta de $4,000 a $10,000 en 20 años.' })).toEqual(['30']);
  });
});
