import { describe, expect, it } from 'vitest';
import { contentDirOf } from '../scripts/content-dir.mjs';

/**
 * The build's content directory (scripts/build.mjs step 4, issue 45 mutation 43): its name is a hash of every
 * part's name and contents, so the immutable /assets/* caching never serves a page yesterday's words.
 */

const parts: [string, string][] = [
  ['en/pages.json', '{"home":{"title":"Concrete in Beaumont"}}'],
  ['en/service/driveways.json', '{"slug":"driveways","name":"Concrete Driveways"}'],
  ['es/pages.json', '{"home":{"title":"Concreto en Beaumont"}}'],
];

describe('the content directory’s name', () => {
  it('is content- and 10 hex digits, the same for the same parts', () => {
    expect(contentDirOf(parts)).toMatch(/^content-[0-9a-f]{10}$/);
    expect(contentDirOf(parts.map(([name, json]) => [name, json]))).toBe(contentDirOf(parts));
  });

  it.each(parts.map(([name], index) => [name, index]))('changes when the contents of %s change', (_, index) => {
    const changed = parts.map(([name, json], i): [string, string] => [
      name,
      i === index ? json.replace('Beaumont', 'Port Arthur').replace('Driveways', 'Patios') : json,
    ]);
    expect(changed[index]).not.toEqual(parts[index]);
    expect(contentDirOf(changed)).not.toBe(contentDirOf(parts));
  });

  it('changes when a part is added, removed or renamed', () => {
    const name = contentDirOf(parts);
    expect(contentDirOf([...parts, ['es/service/entradas.json', '{}']])).not.toBe(name);
    expect(contentDirOf(parts.slice(1))).not.toBe(name);
    expect(contentDirOf(parts.map(([n, json]) => [n.replace('driveways', 'patios'), json]))).not.toBe(name);
  });
});
