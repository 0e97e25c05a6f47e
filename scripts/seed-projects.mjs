/**
 * Fixture projects for looking at the site as it will be (screenshots, Lighthouse):
 * never shipped, never posted to a real site. `startSiteWithProjects` starts
 * `wrangler dev` in development mode with the local admin key of
 * `npm run admin-token`, then posts three finished projects in Nederland (two or
 * three photos each, drawn by test/fixtures/photos.ts) through
 * `npm run projects`, so they pass the same checks as a real post. As a crew
 * posts them: the driveway's "after" photo (3:2) uploaded before its "before"
 * one; the patio marked featured, with its second photo chosen as the cover
 * and a portrait photo taken on a phone.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { phoneJpeg, sitePhoto } from '../test/fixtures/photos.ts';
import { startAdminSite } from './serve.mjs';

/** The fixture projects: service, month, description, customer words, featured and cover, and the photos' tints, phases and sizes. */
const PROJECTS = [
  {
    service: 'concrete-driveways',
    month: '2026-08',
    description: 'Broke out a cracked, settled driveway and poured a new 4-inch slab on compacted base with rebar on chairs, broom finish.',
    photos: [
      { tint: { r: 168, g: 166, b: 160 }, phase: 'after', alt: 'New broom-finish concrete driveway in Nederland', size: [1800, 1200] },
      { tint: { r: 120, g: 116, b: 110 }, phase: 'before', alt: 'Cracked, settled driveway in Nederland before the work' },
    ],
  },
  {
    service: 'stamped-concrete',
    month: '2026-09',
    description: 'Stamped a 380 sq ft patio in an ashlar slate pattern with a charcoal release, then sealed it two days later.',
    quote: ['Maria', 'They were on time every day and the patio looks better than the pictures we showed them.'],
    featured: true,
    cover: 2,
    photos: [
      { tint: { r: 140, g: 120, b: 104 }, alt: 'Stamped ashlar slate patio in Nederland' },
      { tint: { r: 132, g: 114, b: 100 }, alt: 'Close view of the stamped pattern and charcoal release' },
      { rotated: true, alt: 'The stamped patio seen from the back door' },
    ],
  },
  {
    service: 'concrete-sidewalks-walkways',
    month: '2026-10',
    description: 'Replaced a heaved front walkway with a new 4-foot sidewalk, tooled joints every 4 feet and a smooth trowel edge.',
    photos: [
      { tint: { r: 160, g: 158, b: 150 }, alt: 'New front walkway in Nederland' },
      { tint: { r: 150, g: 150, b: 146 }, alt: 'Tooled joints along the new sidewalk' },
    ],
  },
];

/**
 * Starts the site with the three fixture projects published.
 * @param options startSite's options (its `vars` are merged with the admin ones)
 * @returns the site (`url`, `stop`, the local admin `token`), and the path of the newest project's page
 */
export async function startSiteWithProjects(options = {}) {
  const site = await startAdminSite(options);
  const dir = mkdtempSync(join(tmpdir(), 'seed-photos-'));
  let projectPath = '';
  try {
    for (const [j, project] of PROJECTS.entries()) {
      const args = [
        'scripts/projects.mjs',
        'add',
        '--url',
        site.url,
        '--service',
        project.service,
        '--town',
        'nederland',
        '--date',
        project.month,
      ];
      args.push('--description', project.description, '--publish');
      for (const [p, photo] of project.photos.entries()) {
        const file = join(dir, `project${j}-${p}.jpg`);
        const [width, height] = photo.size ?? [1600, 1200];
        writeFileSync(file, photo.rotated ? await phoneJpeg(1600, 1200) : await sitePhoto(width, height, photo.tint));
        args.push('--photo', file, '--alt', photo.alt, '--phase', photo.phase ?? '');
      }
      if (project.featured) args.push('--featured');
      if (project.cover) args.push('--cover', String(project.cover));
      if (project.quote) args.push('--customer-name', project.quote[0], '--customer-quote', project.quote[1], '--consent');
      const out = execFileSync(process.execPath, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      projectPath = new URL(/Public page: (\S+)/.exec(out)[1]).pathname;
    }
  } catch (error) {
    site.stop();
    throw error;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { site, projectPath };
}
