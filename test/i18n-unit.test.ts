import { describe, expect, it } from 'vitest';
import { ui as es } from '../src/content/es/ui';
import { ui as en } from '../src/content/ui';
import { basePath, localeOfPath, localizedPath, pathPair } from '../src/i18n';
import { openingHours } from '../src/lib/dates';
import { business } from '../src/content/business';

/** Differences of shape between the English words and the Spanish ones: missing or extra keys, a text where a function belongs. */
function shapeDiff(a: unknown, b: unknown, path = '$'): string[] {
  if (typeof a === 'function') return typeof b === 'function' ? [] : [`${path}: not a function`];
  if (Array.isArray(a)) return Array.isArray(b) && b.length > 0 ? [] : [`${path}: not a list`];
  if (a && typeof a === 'object') {
    if (!b || typeof b !== 'object') return [`${path}: not an object`];
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((k) =>
      k in a && k in b
        ? shapeDiff((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`)
        : [`${path}.${k}: only in ${k in a ? 'English' : 'Spanish'}`],
    );
  }
  return typeof b === 'string' && b.trim() !== '' ? [] : [`${path}: empty or not a text`];
}

describe('interface words of both editions', () => {
  it('the Spanish words have every key of the English words, and no other', () => {
    expect(shapeDiff(en, es)).toEqual([]);
  });

  it('the parity check can fail', () => {
    expect(shapeDiff({ a: 'x', b: { c: (n: number) => `${n}` } }, { a: '', b: { c: 'y' }, d: 'z' })).toEqual([
      '$.a: empty or not a text',
      '$.b.c: not a function',
      '$.d: only in Spanish',
    ]);
  });

  it('every Spanish text differs from its English one, but for names shared by both languages', () => {
    const same: string[] = [];
    const walk = (a: unknown, b: unknown, path: string) => {
      if (typeof a === 'string' && a === b) same.push(path);
      else if (a && typeof a === 'object' && !Array.isArray(a))
        for (const k of Object.keys(a)) walk((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${path}.${k}`);
    };
    walk(en, es, '$');
    expect(same.sort()).toEqual(['$.cards.popular', '$.footer.links.blog', '$.nav.blog']);
  });
});

describe('locale paths (/es with the same slugs)', () => {
  it('localizes, splits and pairs paths', () => {
    expect(localizedPath('es', '/')).toBe('/es');
    expect(localizedPath('es', '/concrete-driveways')).toBe('/es/concrete-driveways');
    expect(localizedPath('en', '/about')).toBe('/about');
    expect(localizedPath('es', 'tel:+14095550100')).toBe('tel:+14095550100');
    expect(localeOfPath('/es')).toBe('es');
    expect(localeOfPath('/es/blog')).toBe('es');
    expect(localeOfPath('/estimates')).toBe('en');
    expect(basePath('/es')).toBe('/');
    expect(pathPair('/es/about')).toEqual({ en: '/about', es: '/es/about' });
    expect(pathPair('/')).toEqual({ en: '/', es: '/es' });
  });
});

describe('opening hours by language (Intl)', () => {
  it('keeps the profile words in English and words them with Intl in Spanish', () => {
    expect(openingHours(business.hours, 'en-US', 'Closed', 'to').map((h) => h.label)).toEqual(['Monday - Friday', 'Saturday', 'Sunday']);
    const spanish = openingHours(business.hours, 'es-US', 'Cerrado (solo emergencias)', 'a');
    expect(spanish.map((h) => h.label)).toEqual(['Lunes a viernes', 'Sábado', 'Domingo']);
    expect(spanish[1]?.display).toMatch(/^9:00\s?a\.\s?m\.\s–\s1:00\s?p\.\s?m\.$/);
    expect(spanish[2]?.display).toBe('Cerrado (solo emergencias)');
  });
});
