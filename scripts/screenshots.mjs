#!/usr/bin/env node
/**
 * `npm run screenshots -- [path ...]`: full-page PNGs of pages at phone
 * (390 px) and desktop (1280 px) widths, from a running site (BASE_URL,
 * default http://localhost:8787), into screenshots/. For looking at pages as
 * a visitor would.
 */
import { mkdirSync } from 'node:fs';
import { launchChromium } from './chromium.mjs';

const base = process.env.BASE_URL ?? 'http://localhost:8787';
const paths = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/concrete-driveways', '/nederland-tx-concrete-contractors', '/contact', '/missing-page'];
const widths = (process.env.WIDTHS ?? '390,1280').split(',').map(Number);
mkdirSync('screenshots', { recursive: true });

const browser = await launchChromium();
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    const name = `screenshots/${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL !== '0' });
    console.log(name);
  }
  await page.close();
}
await browser.close();
