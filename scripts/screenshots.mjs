#!/usr/bin/env node
/**
 * `npm run screenshots -- [path ...]`: full-page PNGs of pages at phone
 * (390 px) and desktop (1280 px) widths, from a running site (BASE_URL,
 * default http://localhost:8787), into screenshots/. For looking at pages as
 * a visitor would.
 *
 * `npm run screenshots -- --with-projects [path ...]` starts its own site with
 * three fixture projects in Nederland (scripts/seed-projects.mjs) and, by default,
 * shoots the pages that show them: a town page, the gallery, a project page
 * in both editions, and the admin's project list and form (with the local admin
 * token). In paths, `PROJECT` stands for the newest fixture project's page.
 * `FULL=0` shoots the first screen only, `HEIGHT` sets it (default 900 px).
 */
import { mkdirSync } from 'node:fs';
import { launchChromium } from './chromium.mjs';
import { startSiteWithProjects } from './seed-projects.mjs';

const args = process.argv.slice(2);
const withProjects = args.includes('--with-projects');
const given = args.filter((a) => a !== '--with-projects');
let site;
let project = '';
if (withProjects) {
  ({ site, projectPath: project } = await startSiteWithProjects());
}
const base = site?.url ?? process.env.BASE_URL ?? 'http://localhost:8787';
const defaults = withProjects
  ? ['/nederland-tx-concrete-contractors', '/projects', 'PROJECT', '/es/PROJECT', '/admin/projects', '/admin/projects/new']
  : ['/', '/concrete-driveways', '/nederland-tx-concrete-contractors', '/contact', '/missing-page'];
const paths = (given.length ? given : defaults).map((p) => p.replace('/PROJECT', project).replace('PROJECT', project));
const widths = (process.env.WIDTHS ?? '390,1280').split(',').map(Number);
const token = site?.token ?? '';
mkdirSync('screenshots', { recursive: true });

const browser = await launchChromium();
try {
  for (const width of widths) {
    const page = await browser.newPage({
      viewport: { width, height: Number(process.env.HEIGHT ?? 900) },
      deviceScaleFactor: 1,
      ...(token && { extraHTTPHeaders: { 'Cf-Access-Jwt-Assertion': token } }),
    });
    for (const path of paths) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      // Lazy photos load as they come into view: scroll through once so a full-page shot shows them.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 600) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      const name = `screenshots/${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${width}.png`;
      await page.screenshot({ path: name, fullPage: process.env.FULL !== '0' });
      console.log(name);
    }
    await page.close();
  }
} finally {
  await browser.close();
  site?.stop();
}
