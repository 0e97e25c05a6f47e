#!/usr/bin/env node
/**
 * `npm run screenshots -- [path ...]`: full-page PNGs of pages at phone
 * (390 px) and desktop (1280 px) widths, from a running site (BASE_URL,
 * default http://localhost:8787), into screenshots/. For looking at pages as
 * a visitor would.
 *
 * `npm run screenshots -- --with-jobs [path ...]` starts its own site with
 * three fixture jobs in Nederland (scripts/seed-jobs.mjs) and, by default,
 * shoots the pages that show them: a town page, the gallery, a project page
 * in both editions, and the admin's job list and form (with the local admin
 * token). In paths, `PROJECT` stands for the newest fixture job's page.
 * `FULL=0` shoots the first screen only, `HEIGHT` sets it (default 900 px).
 */
import { mkdirSync } from 'node:fs';
import { launchChromium } from './chromium.mjs';
import { startSiteWithJobs } from './seed-jobs.mjs';

const args = process.argv.slice(2);
const withJobs = args.includes('--with-jobs');
const given = args.filter((a) => a !== '--with-jobs');
let site;
let project = '';
if (withJobs) {
  ({ site, projectPath: project } = await startSiteWithJobs());
}
const base = site?.url ?? process.env.BASE_URL ?? 'http://localhost:8787';
const defaults = withJobs
  ? ['/nederland-tx-concrete-contractors', '/projects', 'PROJECT', '/es/PROJECT', '/admin/jobs', '/admin/jobs/new']
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
