import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { contentDirOf } from '../scripts/content-dir.mjs';
import assets from '../src/generated/assets.json';
import index from '../src/generated/content-index.json';

/**
 * Issue 45, mutation 43 at the build's call site (scripts/build.mjs step 4): test/build-hash-unit.test.ts checks
 * `contentDirOf` itself, but not that the build hands it the parts it writes. With
 * `contentDirOf(parts.map(([name]) => [name, '']))` in build.mjs, the directory's name ignored the parts' contents
 * and every test passed. Here the directory the build named (src/generated/assets.json `content`) must be the hash
 * of the parts served under it, read back through the ASSETS binding, in the build's order: for each edition, its
 * pages, then each service, city and post in the content index's order.
 */

type Summary = { slug: string };
type Edition = { services: Summary[]; cities: Summary[]; posts: Summary[] };

describe('the built content directory is named by the contents it holds (mutation 43, the build’s call site)', () => {
  it('its name is contentDirOf over every part served under it', async () => {
    const names: string[] = [];
    for (const locale of ['en', 'es'] as const) {
      const edition = (index as unknown as Record<'en' | 'es', Edition>)[locale];
      names.push(`${locale}/pages.json`);
      for (const [kind, list] of [
        ['service', edition.services],
        ['city', edition.cities],
        ['post', edition.posts],
      ] as const)
        for (const item of list) names.push(`${locale}/${kind}/${item.slug}.json`);
    }
    const parts = await Promise.all(
      names.map(async (name): Promise<[string, string]> => {
        const res = await env.ASSETS.fetch(new URL(`${assets.content}/${name}`, 'https://assets.invalid'));
        expect(res.status, name).toBe(200);
        return [name, await res.text()];
      }),
    );
    expect(parts.length).toBeGreaterThan(4);
    expect(`/assets/${contentDirOf(parts)}`).toBe(assets.content);
  });
});
